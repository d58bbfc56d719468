import type { Db } from '../../db/database.js';

/** The SQL of accepting an invitation (the admin's side is in admin/users-admin.repository.ts). */
export const invitationsRepository = {
  /** The invitation of this token hash with its user, locked until the transaction ends. */
  lockByTokenHash: (db: Db, tokenHash: string) =>
    db
      .selectFrom('userInvitations as invitation')
      .innerJoin('users', 'users.id', 'invitation.userId')
      .select(['invitation.userId', 'invitation.expiresAt', 'invitation.usedAt', 'users.email'])
      .where('invitation.tokenHash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst(),

  /** The password is set and the link spent, in the caller's transaction. */
  async accept(db: Db, userId: number, passwordHash: string, now: Date) {
    await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    await db
      .updateTable('userInvitations')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .execute();
  },
};
