import {
  AuditLogType,
  findReleaseNoteBlock,
  RefusedError,
  releaseNoteStateOf,
  resolvePublishTime,
  type AdminReleaseNote,
  type Caller,
  type ReleaseNoteAction,
  type ReleaseNoteDraft,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { runChange, type ChangeScope } from '../items/item-pipeline.js';
import { releaseNotesAdminRepository as repository } from './release-notes-admin.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;
type Row = NonNullable<Awaited<ReturnType<typeof repository.find>>>;

const toNote = (row: Row, now: Date): AdminReleaseNote => ({
  id: row.id,
  title: row.title,
  text: row.text,
  published: row.published?.toISOString() ?? null,
  state: releaseNoteStateOf(row.published, now),
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: row.updatedByName,
});

async function answer(db: Db, id: number, now: Date): Promise<AdminReleaseNote> {
  const row = await repository.find(db, id);
  if (!row) throw RefusedError.notFound('No such release note.');
  return toNote(row, now);
}

/** GET /api/admin/releasenotes: every note with where it stands, the newest written first. */
export async function listReleaseNotes(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const now = ctx.clock.now();
  return (await repository.findAll(ctx.db)).map((row) => toNote(row, now));
}

// Every change is the platform admin's act, audited in the platform chain in its transaction.
const asAdmin = <R>(ctx: Ctx, caller: Caller, work: (scope: ChangeScope) => Promise<R>) =>
  runChange(ctx, caller, work, 'administer');

const audit = (scope: ChangeScope, type: AuditLogType, description: string) =>
  scope.audit(null, [{ type, organisationId: null, description }]);

/** Locks the note and asks the domain whether `action` may be done to it now. */
async function lockFor(scope: ChangeScope, id: number, action: ReleaseNoteAction) {
  const note = await repository.lock(scope.trx, id);
  if (!note) throw RefusedError.notFound('No such release note.');
  const block = findReleaseNoteBlock(action, releaseNoteStateOf(note.published, scope.now));
  if (block) throw RefusedError.rule(`Not allowed now (${action}): ${block}.`, { noteId: block });
  return note;
}

/** POST /api/admin/releasenotes: a new draft, seen by no one until it is published. */
export const createReleaseNote = (ctx: Ctx, caller: Caller, draft: ReleaseNoteDraft) =>
  asAdmin(ctx, caller, async (scope) => {
    const id = await repository.insert(scope.trx, {
      ...draft,
      updatedBy: caller.userId,
      now: scope.now,
    });
    audit(scope, AuditLogType.ReleaseNoteCreated, `Release note ${id} drafted: ${draft.title}`);
    return answer(scope.trx, id, scope.now);
  });

/** PUT /api/admin/releasenotes/{noteId}: a new title and text, in whatever state it is. */
export const updateReleaseNote = (ctx: Ctx, caller: Caller, id: number, draft: ReleaseNoteDraft) =>
  asAdmin(ctx, caller, async (scope) => {
    await lockFor(scope, id, 'edit');
    await repository.update(scope.trx, id, draft, { updatedBy: caller.userId, now: scope.now });
    audit(scope, AuditLogType.ReleaseNoteUpdated, `Release note ${id} edited: ${draft.title}`);
    return answer(scope.trx, id, scope.now);
  });

/** POST /api/admin/releasenotes/{noteId}/publish: now, or at a time to come (then scheduled). */
export const publishReleaseNote = (ctx: Ctx, caller: Caller, id: number, publishAt: Date | null) =>
  asAdmin(ctx, caller, async (scope) => {
    const note = await lockFor(scope, id, 'publish');
    const time = resolvePublishTime(publishAt, scope.now);
    if (!time.ok)
      throw RefusedError.rule('The publishing time has passed.', { publishAt: time.rule });
    await repository.update(
      scope.trx,
      id,
      { published: time.published },
      { updatedBy: caller.userId, now: scope.now },
    );
    audit(
      scope,
      AuditLogType.ReleaseNotePublished,
      `Release note ${id} published at ${time.published.toISOString()}: ${note.title}`,
    );
    return answer(scope.trx, id, scope.now);
  });

/** POST /api/admin/releasenotes/{noteId}/unpublish: back to a draft, out of the bell. */
export const unpublishReleaseNote = (ctx: Ctx, caller: Caller, id: number) =>
  asAdmin(ctx, caller, async (scope) => {
    const note = await lockFor(scope, id, 'unpublish');
    await repository.update(
      scope.trx,
      id,
      { published: null },
      { updatedBy: caller.userId, now: scope.now },
    );
    audit(
      scope,
      AuditLogType.ReleaseNoteUnpublished,
      `Release note ${id} taken back to a draft: ${note.title}`,
    );
    return answer(scope.trx, id, scope.now);
  });

/** DELETE /api/admin/releasenotes/{noteId}: only a draft. */
export const deleteReleaseNote = (ctx: Ctx, caller: Caller, id: number) =>
  asAdmin(ctx, caller, async (scope) => {
    const note = await lockFor(scope, id, 'delete');
    await repository.delete(scope.trx, id);
    audit(scope, AuditLogType.ReleaseNoteDeleted, `Release note ${id} deleted: ${note.title}`);
  });
