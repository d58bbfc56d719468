import {
  AuditActorType,
  AuditLogType,
  checkInvitation,
  checkNewPassword,
  RefusedError,
  type AcceptInvitationRequest,
} from '@dealer/domain';
import { writeAudit } from '../audit/audit.repository.js';
import { authRepository } from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { invitationsRepository as repository } from './invitations.repository.js';
import { hashPassword } from './passwords.js';
import { createToken, hashToken } from './tokens.js';

const hours = (count: number) => count * 3_600_000;

/**
 * POST /api/auth/invitations/accept: the invited user chooses a password and is signed in. The
 * link works once and until it expires; in one transaction the password is set, the link spent,
 * the act audited (the user's own) and the session made. A refusal writes nothing.
 */
export async function acceptInvitation(
  deps: AuthDeps,
  request: AcceptInvitationRequest,
): Promise<{ token: string; userId: number; expiresAt: Date }> {
  const { db, clock, config } = deps;
  return db.transaction().execute(async (trx) => {
    const invitation = await repository.lockByTokenHash(trx, hashToken(request.token));
    if (!invitation) throw RefusedError.notFound('No such invitation.');
    const now = clock.now();
    const rule = checkInvitation(invitation, now);
    if (rule) throw RefusedError.rule('This invitation link cannot be used.', { token: rule });
    const passwordRule = checkNewPassword(request.password, invitation.email);
    if (passwordRule)
      throw RefusedError.invalid('Choose another password.', { password: passwordRule });
    await repository.accept(trx, invitation.userId, await hashPassword(request.password), now);
    await writeAudit(trx, {
      auctionItemId: null,
      organisationId: null,
      userId: invitation.userId,
      actorType: AuditActorType.User,
      type: AuditLogType.InvitationAccepted,
      description: `User ${invitation.userId} accepted the invitation and chose a password`,
      now,
    });
    const token = createToken();
    const expiresAt = new Date(now.getTime() + hours(config.SESSION_TTL_HOURS));
    await authRepository.createSession(trx, {
      id: hashToken(token),
      userId: invitation.userId,
      now,
      expiresAt,
    });
    return { token, userId: invitation.userId, expiresAt };
  });
}
