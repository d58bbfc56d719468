import { z } from 'zod';

/** The release note's limits (the table's checks, migration 0015). */
export const releaseNoteTitleMaxLength = 200;
export const releaseNoteTextMaxLength = 10_000;

/**
 * POST /api/admin/releasenotes and PUT …/{id}: a note's title and text (organisation-and-settings
 * 3, Release note: one title and one text; links in the text are made clickable by the bell).
 */
export const releaseNoteDraftSchema = z.strictObject({
  title: z.string().trim().min(1, 'mandatory').max(releaseNoteTitleMaxLength),
  text: z.string().trim().min(1, 'mandatory').max(releaseNoteTextMaxLength),
});
export type ReleaseNoteDraft = z.infer<typeof releaseNoteDraftSchema>;

/** POST /api/admin/releasenotes/{id}/publish: at a time (ISO 8601 with an offset), or now. */
export const releaseNotePublishSchema = z.strictObject({
  publishAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ReleaseNotePublishRequest = z.infer<typeof releaseNotePublishSchema>;

/** A draft has no time; a scheduled note waits for its time; a published one is in the bell. */
export const releaseNoteStates = ['draft', 'scheduled', 'published'] as const;
export type ReleaseNoteState = (typeof releaseNoteStates)[number];

/** One release note as the admin console lists it. */
export const adminReleaseNoteSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  published: z.string().nullable().describe('null while a draft; a time to come: scheduled'),
  state: z.enum(releaseNoteStates),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type AdminReleaseNote = z.infer<typeof adminReleaseNoteSchema>;

/** Where a note stands at `now`. */
export function releaseNoteStateOf(published: Date | null, now: Date): ReleaseNoteState {
  if (published === null) return 'draft';
  return published.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export type ReleaseNoteAction = 'edit' | 'publish' | 'unpublish' | 'delete';
export type ReleaseNoteBlock = 'already_published' | 'not_published' | 'not_a_draft';

/**
 * What may be done to a note in each state: any note is edited (a typo is fixed where users read
 * it); a draft or a scheduled note is published (again, at another time); a published or
 * scheduled one is taken back to a draft; only a draft is deleted (a published one is taken back
 * first, so a note users saw never vanishes by one click).
 */
export function findReleaseNoteBlock(
  action: ReleaseNoteAction,
  state: ReleaseNoteState,
): ReleaseNoteBlock | null {
  switch (action) {
    case 'edit':
      return null;
    case 'publish':
      return state === 'published' ? 'already_published' : null;
    case 'unpublish':
      return state === 'draft' ? 'not_published' : null;
    case 'delete':
      return state === 'draft' ? null : 'not_a_draft';
  }
}

/** How far in the past a chosen time may be (the admin picked "now" a moment ago): a minute. */
export const publishTimeTolerance = 60_000;

/**
 * The time a note is published at: now when no time is asked, else the asked time; a time in the
 * past (beyond the tolerance) is refused as `publish_time_past`, and one within it is now.
 */
export function resolvePublishTime(
  requested: Date | null,
  now: Date,
): { ok: true; published: Date } | { ok: false; rule: 'publish_time_past' } {
  if (requested === null) return { ok: true, published: now };
  if (requested.getTime() < now.getTime() - publishTimeTolerance)
    return { ok: false, rule: 'publish_time_past' };
  return {
    ok: true,
    published: requested.getTime() < now.getTime() ? now : requested,
  };
}
