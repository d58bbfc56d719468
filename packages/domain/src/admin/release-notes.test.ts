import { describe, expect, it } from 'vitest';
import {
  findReleaseNoteBlock,
  releaseNoteDraftSchema,
  releaseNotePublishSchema,
  releaseNoteStateOf,
  resolvePublishTime,
  type ReleaseNoteAction,
  type ReleaseNoteBlock,
  type ReleaseNoteState,
} from './release-notes.js';
import { auditLogQuerySchema, feedbackPageQuerySchema } from './admin-pages.js';

const now = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('releaseNoteStateOf', () => {
  it.each<[string, Date | null, ReleaseNoteState]>([
    ['no time', null, 'draft'],
    ['a time to come', at(1), 'scheduled'],
    ['exactly now', now, 'published'],
    ['a time gone', at(-3600), 'published'],
  ])('%s is %s', (_name, published, state) => {
    expect(releaseNoteStateOf(published, now)).toBe(state);
  });
});

// Issue 13: what the admin console may do to a note in each state.
describe('findReleaseNoteBlock', () => {
  it.each<[ReleaseNoteAction, ReleaseNoteState, ReleaseNoteBlock | null]>([
    ['edit', 'draft', null],
    ['edit', 'scheduled', null],
    ['edit', 'published', null],
    ['publish', 'draft', null],
    ['publish', 'scheduled', null],
    ['publish', 'published', 'already_published'],
    ['unpublish', 'draft', 'not_published'],
    ['unpublish', 'scheduled', null],
    ['unpublish', 'published', null],
    ['delete', 'draft', null],
    ['delete', 'scheduled', 'not_a_draft'],
    ['delete', 'published', 'not_a_draft'],
  ])('%s of a %s note: %s', (action, state, block) => {
    expect(findReleaseNoteBlock(action, state)).toBe(block);
  });
});

describe('resolvePublishTime', () => {
  it.each<[string, Date | null, ReturnType<typeof resolvePublishTime>]>([
    ['no time: now', null, { ok: true, published: now }],
    ['a time to come: that time', at(86_400), { ok: true, published: at(86_400) }],
    ['a moment ago (picked as now): now', at(-30), { ok: true, published: now }],
    ['a minute ago exactly: now', at(-60), { ok: true, published: now }],
    ['over a minute ago: refused', at(-61), { ok: false, rule: 'publish_time_past' }],
    ['yesterday: refused', at(-86_400), { ok: false, rule: 'publish_time_past' }],
  ])('%s', (_name, requested, expected) => {
    expect(resolvePublishTime(requested, now)).toEqual(expected);
  });
});

describe('the release note and paging schemas', () => {
  it.each<[string, unknown, boolean]>([
    ['a title and a text', { title: 'Versio 3.20', text: 'Uutta: https://x.fi' }, true],
    ['blank title', { title: '  ', text: 'x' }, false],
    ['empty text', { title: 'x', text: '' }, false],
    ['title of 201', { title: 'x'.repeat(201), text: 'x' }, false],
    ['text of 10,000', { title: 'x', text: 'x'.repeat(10_000) }, true],
    ['text of 10,001', { title: 'x', text: 'x'.repeat(10_001) }, false],
    ['an unknown field', { title: 'x', text: 'x', lang: 'fi' }, false],
  ])('draft: %s', (_name, body, ok) => {
    expect(releaseNoteDraftSchema.safeParse(body).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [{}, true],
    [{ publishAt: null }, true],
    [{ publishAt: '2026-11-24T09:00:00+02:00' }, true],
    [{ publishAt: '2026-11-24T09:00:00' }, false],
    [{ publishAt: 'tomorrow' }, false],
  ])('publish %j: %s', (body, ok) => {
    expect(releaseNotePublishSchema.safeParse(body).success).toBe(ok);
  });

  it.each<[Record<string, string>, boolean]>([
    [{ auctionItemId: '12' }, true],
    [{ auctionItemId: '12', cursor: '4901' }, true],
    [{ auctionItemId: '12', cursor: '0' }, false],
    [{ auctionItemId: '12', cursor: '-1' }, false],
    [{ auctionItemId: '12', cursor: "1' OR 1=1" }, false],
    [{ auctionItemId: '12', cursor: '9'.repeat(19) }, false],
    [{ auctionItemId: '12', before: '3' }, false],
  ])('audit log query %j: %s', (query, ok) => {
    expect(auditLogQuerySchema.safeParse(query).success).toBe(ok);
  });

  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ cursor: '51' }, true],
    [{ cursor: 'abc' }, false],
    [{ cursor: '99999999999' }, false],
  ])('feedback query %j: %s', (query, ok) => {
    expect(feedbackPageQuerySchema.safeParse(query).success).toBe(ok);
  });
});
