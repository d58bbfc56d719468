import {
  AuditLogType,
  invitationExpiryOf,
  RefusedError,
  resolveLocale,
  userAccountStateOf,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
  type AdminUser,
  type Caller,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { createToken, hashToken } from '../auth/tokens.js';
import { runChange, type ChangeScope } from '../items/item-pipeline.js';
import { invitationLink, invitationMail } from '../mail/invitation-mail.js';
import { queueMail } from '../mail/mail-outbox.js';
import { organisationsAdminRepository } from './organisations-admin.repository.js';
import { adminListLimit } from './organisations-admin.service.js';
import { usersAdminRepository as repository } from './users-admin.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'config'>;
type UserRow = NonNullable<Awaited<ReturnType<typeof repository.find>>>;

async function toUsers(db: Db, rows: UserRow[], now: Date): Promise<AdminUser[]> {
  const memberships = await repository.findMemberships(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ hasPassword, invitationExpiresAt, selectedOrganisationId: _, ...user }) => ({
    ...user,
    state: userAccountStateOf({ hasPassword, invitationExpiresAt }, now),
    memberships: memberships
      .filter((membership) => membership.userId === user.id)
      .map(({ userId: _userId, ...membership }) => membership),
  }));
}

/** GET /api/admin/users?search=. */
export async function listUsers(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  search: string | undefined,
): Promise<AdminUser[]> {
  return toUsers(ctx.db, await repository.list(ctx.db, search, adminListLimit), ctx.clock.now());
}

async function getUser(db: Db, id: number, now: Date): Promise<AdminUser> {
  const row = await repository.find(db, id);
  if (!row) throw RefusedError.notFound('No such user.');
  return (await toUsers(db, [row], now))[0]!;
}

/** The membership with exactly these roles, each a role of the organisation (422 otherwise). */
async function setMembership(
  scope: ChangeScope,
  user: { id: number; selectedOrganisationId: number | null },
  organisationId: number,
  roleIds: readonly number[],
) {
  const organisation = await organisationsAdminRepository.lock(scope.trx, organisationId);
  if (!organisation)
    throw RefusedError.rule('No such organisation.', { organisationId: 'not_found' });
  if ((await repository.countOwnRoles(scope.trx, organisationId, roleIds)) !== roleIds.length)
    throw RefusedError.rule('A role is not one of the organisation’s.', { roleIds: 'not_found' });
  await repository.setMembership(scope.trx, user.id, organisationId, roleIds);
  // A user acts for an organisation they belong to: the first one becomes their selected one.
  if (user.selectedOrganisationId === null) {
    await repository.setSelectedOrganisation(scope.trx, user.id, organisationId);
    user.selectedOrganisationId = organisationId;
  }
  scope.audit(null, [
    {
      type: AuditLogType.MembershipSet,
      organisationId,
      description: `User ${user.id} is a member of ${organisation.name} with roles [${roleIds.join(', ')}]`,
    },
  ]);
}

/** A new invitation link (the old one stops working), mailed in the user's language. */
async function invite(
  scope: ChangeScope,
  config: Ctx['config'],
  user: { id: number; email: string; locale: string; firstName: string },
) {
  const token = createToken();
  const expiresAt = invitationExpiryOf(scope.now);
  await repository.saveInvitation(scope.trx, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: scope.now,
    expiresAt,
    invitedBy: scope.caller.userId!,
  });
  const mail = invitationMail(
    resolveLocale(user.locale),
    user.firstName,
    invitationLink(token, config.PUBLIC_URL),
  );
  await queueMail(scope.trx, {
    auctionItemId: null,
    userId: user.id,
    kind: 'invitation',
    toAddress: user.email,
    ...mail,
    now: scope.now,
  });
  scope.audit(null, [
    {
      type: AuditLogType.UserInvited,
      organisationId: null,
      description: `User ${user.id} (${user.email}) invited; the link expires ${expiresAt.toISOString()}`,
    },
  ]);
}

/**
 * POST /api/admin/users: the user, their memberships and the invitation mail in one
 * transaction; a taken e-mail is 409 and nothing is written. Audited as the admin's act.
 */
export function createUser(
  ctx: Ctx,
  caller: Caller,
  request: AdminCreateUserRequest,
): Promise<AdminUser> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      if (await repository.isEmailTaken(scope.trx, request.email)) throw emailTaken();
      const { memberships, ...fields } = request;
      // Two admins adding one address at once: the unique index decides, the loser gets 409.
      const id = await repository
        .insert(scope.trx, { ...fields, selectedOrganisationId: null })
        .catch((error: unknown) => {
          throw (error as { code?: string }).code === '23505' ? emailTaken() : error;
        });
      scope.audit(null, [
        {
          type: AuditLogType.UserCreated,
          organisationId: null,
          description: `User ${id} created: ${request.email}${request.nwAdmin ? ' (platform admin)' : ''}`,
        },
      ]);
      const user = { id, selectedOrganisationId: null as number | null };
      for (const membership of memberships)
        await setMembership(scope, user, membership.organisationId, membership.roleIds);
      await invite(scope, ctx.config, { id, ...request });
      return getUser(scope.trx, id, scope.now);
    },
    'administer',
  );
}

const emailTaken = () =>
  RefusedError.conflict('A user with this e-mail address exists.', { email: 'email_taken' });

async function lockUser(scope: ChangeScope, id: number) {
  const user = await repository.lock(scope.trx, id);
  if (!user) throw RefusedError.notFound('No such user.');
  return user;
}

/** PUT /api/admin/users/{userId}: names, language, phone and the admin flag; audited. */
export function updateUser(
  ctx: Ctx,
  caller: Caller,
  id: number,
  request: AdminUpdateUserRequest,
): Promise<AdminUser> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      await lockUser(scope, id);
      // The admin's own flag stays: an admin cannot lock the platform out by mistake.
      if (id === caller.userId && !request.nwAdmin)
        throw RefusedError.rule('You cannot remove your own admin flag.', { nwAdmin: 'own_flag' });
      await repository.update(scope.trx, id, request);
      scope.audit(null, [
        {
          type: AuditLogType.UserUpdated,
          organisationId: null,
          description: `User ${id} updated: ${request.firstName} ${request.lastName}, ${request.locale}, platform admin ${request.nwAdmin ? 'yes' : 'no'}`,
        },
      ]);
      return getUser(scope.trx, id, scope.now);
    },
    'administer',
  );
}

/** PUT /api/admin/users/{userId}/memberships/{organisationId}: joins or sets the roles; audited. */
export function saveMembership(
  ctx: Ctx,
  caller: Caller,
  userId: number,
  organisationId: number,
  roleIds: readonly number[],
): Promise<AdminUser> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const user = await lockUser(scope, userId);
      await setMembership(scope, user, organisationId, roleIds);
      return getUser(scope.trx, userId, scope.now);
    },
    'administer',
  );
}

/** DELETE /api/admin/users/{userId}/memberships/{organisationId}; audited. */
export function removeMembership(
  ctx: Ctx,
  caller: Caller,
  userId: number,
  organisationId: number,
): Promise<AdminUser> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const user = await lockUser(scope, userId);
      if (!(await repository.deleteMembership(scope.trx, userId, organisationId)))
        throw RefusedError.notFound('The user is not a member of this organisation.');
      if (user.selectedOrganisationId === organisationId)
        await repository.setSelectedOrganisation(
          scope.trx,
          userId,
          (await repository.findAnyMembership(scope.trx, userId))?.organisationId ?? null,
        );
      scope.audit(null, [
        {
          type: AuditLogType.MembershipRemoved,
          organisationId,
          description: `User ${userId} is no longer a member`,
        },
      ]);
      return getUser(scope.trx, userId, scope.now);
    },
    'administer',
  );
}

/**
 * POST /api/admin/users/{userId}/invitation: a new link replaces the old one. Only for a user who
 * has not chosen a password yet (422 fields.userId already_active).
 */
export function reinviteUser(ctx: Ctx, caller: Caller, userId: number): Promise<AdminUser> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const user = await lockUser(scope, userId);
      if (user.hasPassword)
        throw RefusedError.rule('The user has already chosen a password.', {
          userId: 'already_active',
        });
      await invite(scope, ctx.config, user);
      return getUser(scope.trx, userId, scope.now);
    },
    'administer',
  );
}
