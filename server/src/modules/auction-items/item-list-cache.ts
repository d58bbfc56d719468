import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as nextTask } from 'node:timers/promises';
import {
  isEnded,
  isInPublicList,
  nextListChangeAfter,
  visibilityKeyOf,
  type VisibilityViewer,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { ItemBusEvent, ItemContentBusEvent } from '../../live/bus-events.js';
import { itemListRepository, type ListedItem } from './item-list.repository.js';
import { endsRun, ListChunks, runParts } from './list-chunks.js';
import {
  codesPerRow,
  noMarker,
  viewerFieldsJson,
  viewerMarksOf,
  type ViewerFacts,
} from './list-row-marks.js';

interface CachedRow extends ListedItem {
  /** The row's JSON without its closing brace: a request adds the viewer's own fields. */
  json?: string;
  /** The cache's version when this row last changed (issue 10: the list's delta). */
  version: number;
}

/** A whole list, its ETag, and the version token a later delta starts from. */
export interface FullListAnswer {
  /**
   * The list as JSON bytes in parts (brackets, runs of rows, commas), joined only when sent
   * plain: a 304 or a kept compression needs none, and gzip is made from the parts' pieces.
   */
  parts: readonly Buffer[];
  /** The parts' length in bytes. */
  size: number;
  etag: string;
  version: string;
}

/** A run of rows in a kept answer: the ids of the rows it shows, in order, and their bytes. */
interface KeptRun {
  ids: number[];
  bytes: Buffer;
  /** Its first row's place in the order (end, then id). */
  firstEnd: string;
  firstId: number;
}

/**
 * A list answer kept for the viewers who see alike (issue 10): as it is, while nothing in it can
 * have changed; and after rows changed in place (a bid), as the start of the next one, in which
 * only the runs of the changed rows are written again.
 */
interface KeptAnswer {
  runs: KeptRun[];
  etag: string;
  /** The cache's version it shows, and the version of the layout (order and sight) it has. */
  version: number;
  layoutVersion: number;
  builtAt: number;
  /** The first instant at which the clock alone may change a row (`nextListChangeAfter`). */
  validUntil: number;
}

/**
 * At most this many kept answers. An answer holds its rows' ids and references runs of bytes
 * that viewers mostly share (`ListChunks`): a viewer's own marks differ in a few runs.
 */
const maxKeptAnswers = 64;

/** In-place changes remembered since the last layout change; past this, the next builds whole. */
const maxInPlaceChanges = 10_000;

const sortedNumbers = (values: Iterable<number>) => [...values].sort((a, b) => a - b).join(',');

/** Everything a list answer depends on besides the rows and the clock. */
const answerKeyOf = (viewer: VisibilityViewer, { favourites, own, asked }: ViewerFacts) =>
  [
    visibilityKeyOf(viewer),
    sortedNumbers(favourites),
    [...own.markers]
      .sort((a, b) => a[0] - b[0])
      .map(([id, marker]) => `${id}:${marker}`)
      .join(','),
    sortedNumbers(own.machines),
    sortedNumbers(asked),
  ].join('|');

/**
 * The changes since a version, as JSON text of `ItemListDelta` (the domain's shape): the rows
 * the viewer may see that changed or came into the list, and the ids that left it.
 */
export interface DeltaAnswer {
  json: string;
  version: string;
}

/** Whose list: the organisation it is seen for, and the user whose favourites it shows. */
type ListViewer = VisibilityViewer & { userId: number | null };

/** Removed rows kept for deltas; past this many the oldest go and older versions get the whole list. */
const maxTombstones = 20_000;

/** Two fields' values the same: primitives, instants, lists of primitives; JSON otherwise. */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => isSameValue(value, b[index]));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Two objects with the same keys and the same value in each. */
function isSameFields(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => key in right && isSameValue(left[key], right[key]));
}

/**
 * Whether two reads of a row are the same in everything the list or its visibility shows. Field
 * by field, not by their JSON: the whole list is compared every minute, and 10,000 rows'
 * JSON (twice) was 10 MB of text and a tenth of a second of the server's thread.
 */
const isSameRead = (a: ListedItem, b: ListedItem) =>
  a.hasUnansweredQuestions === b.hasUnansweredQuestions &&
  isSameFields(a.row, b.row) &&
  isSameFields(a.visibility, b.visibility);

/** What a row's place in the order and its visibility are made of. */
const layoutOf = (cached: ListedItem) => JSON.stringify(cached.visibility);

/** How often the whole list is read again, for changes no event announces (target group members). */
const rebuildIntervalMs = 60_000;

/**
 * The items page's rows of this instance (ARCHITECTURE 7: 10,000 items under 150 ms). Every
 * published or ended item of the last 24 hours is kept with its visibility facts; a request
 * filters them with the domain's `isInPublicList` for its viewer. An item event (this instance's
 * at once, other instances' through NOTIFY) marks its row dirty and the next request reads it
 * again first, so a change is never served stale; the whole list is re-read every minute.
 */
export class ItemListCache {
  private rows = new Map<number, CachedRow>();
  /** Bumped by each change of a row; a delta names the version it starts from. */
  private version = 0;
  /** Rows that left the cache (ids → the version they left at), for deltas. */
  private readonly tombstones = new Map<number, number>();
  /** The oldest version a delta can start from: older ones may miss a tombstone. */
  private horizon = 0;
  /** A version is this process's only: another instance's (or an earlier run's) gets the whole list. */
  private readonly instance = randomBytes(6).toString('base64url');
  /** The rows in the page's default order (end, then id), remade when rows change. */
  private ordered: CachedRow[] = [];
  private readonly dirty = new Set<number>();
  private isOrdered = true;
  private loading: Promise<void> | null = null;
  private loadedAt = -Infinity;
  private readonly unsubscribe: () => void;
  /** Answers by viewer and own marks (issue 10), least recently used first. */
  private readonly kept = new Map<string, KeptAnswer>();
  /** The version of the last change that moved a row, or brought one into or out of the list. */
  private layoutVersion = 0;
  /** The rows changed in place since then, by version (a bid: its row's bytes, not its place). */
  private inPlaceChanges: Array<{ version: number; id: number }> = [];
  /** The list's runs of rows as bytes, shared by the answers of every viewer. */
  private readonly chunks = new ListChunks();

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'events'>) {
    this.unsubscribe = ctx.events.subscribe((message) => {
      const event = message as Partial<ItemBusEvent> | Partial<ItemContentBusEvent>;
      if (typeof event?.itemId !== 'number') return;
      // A question, an answer or added info changes the row's icons (issue 11).
      if (event.kind === 'itemContent') {
        this.dirty.add(event.itemId);
        return;
      }
      if (event.kind !== 'item') return;
      const cached = this.rows.get(event.itemId);
      // A bid changes only the public state the event carries: patch the row, read nothing.
      // (While the whole list is being read, the read may predate the bid: read the row again.)
      if (
        event.type === 'NewBid' &&
        cached &&
        event.state &&
        !this.loading &&
        !this.dirty.has(event.itemId)
      ) {
        // A bid heard late (an event relayed after its process died: event-bus.ts) may come
        // after a later change of the item: a row with as many bids has it already.
        if (event.state.bidCount <= cached.row.bidCount) return;
        const { isEnded: _isEnded, ...state } = event.state;
        const isMoved = state.end !== cached.row.end;
        if (isMoved) this.isOrdered = false;
        cached.row = { ...cached.row, ...state };
        cached.visibility = { ...cached.visibility, end: new Date(state.end) };
        cached.version = this.nextVersion(event.itemId, !isMoved);
        cached.json = undefined;
        return;
      }
      this.dirty.add(event.itemId);
    });
  }

  close(): void {
    this.unsubscribe();
  }

  /**
   * The rows the viewer may see as the API's JSON. The answer is kept per viewer and own marks
   * while the clock has not reached a row's start, end or end + 24 h: unchanged, it is sent as
   * it is; after rows changed in place (bids, edits), only their runs are written again; after
   * a row moved, came or left, it is built again from the runs of rows kept for every viewer
   * (`ListChunks`). A 10,000-row list is 10 MB of JSON; a bid rewrites ~70 KB of it.
   */
  async listFor(viewer: ListViewer, facts: ViewerFacts): Promise<FullListAnswer> {
    await this.refresh();
    if (!this.isOrdered) this.order();
    const now = this.ctx.clock.now();
    const key = answerKeyOf(viewer, facts);
    let answer = this.kept.get(key);
    const isTimeAlike =
      answer !== undefined && now.getTime() >= answer.builtAt && now.getTime() < answer.validUntil;
    if (!answer || !isTimeAlike || answer.layoutVersion !== this.layoutVersion)
      answer = this.buildList(viewer, facts, key, now);
    else if (answer.version !== this.version)
      answer = this.patchList(answer, viewer, facts, key, now);
    this.keep(key, answer);
    const parts = runParts(answer.runs.map((run) => run.bytes));
    return {
      parts,
      size: parts.reduce((size, part) => size + part.length, 0),
      etag: answer.etag,
      version: this.tokenFor(viewer, now),
    };
  }

  /** The next version, for a change of row `id`: in place (its bytes only) or of the layout. */
  private nextVersion(id: number, isInPlace: boolean): number {
    const version = ++this.version;
    if (isInPlace && this.inPlaceChanges.length < maxInPlaceChanges) {
      this.inPlaceChanges.push({ version, id });
    } else {
      this.layoutVersion = version;
      this.inPlaceChanges = [];
    }
    return version;
  }

  /**
   * The viewer's list from runs of rows (`ListChunks`): a run is named by its rows' ids and
   * versions and the viewer's marks on them, which is all its JSON is made of, so kept bytes
   * under the same numbers are the same JSON.
   */
  private buildList(
    viewer: VisibilityViewer,
    facts: ViewerFacts,
    key: string,
    now: Date,
  ): KeptAnswer {
    const runs: KeptRun[] = [];
    let run: CachedRow[] = [];
    let validUntil = Number.POSITIVE_INFINITY;
    for (const cached of this.ordered) {
      // Every row counts, seen or not: a scheduled item that starts comes into the list.
      validUntil = Math.min(validUntil, nextListChangeAfter(cached.visibility, now));
      if (!isInPublicList(cached.visibility, viewer, now)) continue;
      run.push(cached);
      if (!endsRun(cached.row.id, run.length)) continue;
      runs.push(this.keptRunOf(run, viewer, facts, now));
      run = [];
    }
    if (run.length > 0) runs.push(this.keptRunOf(run, viewer, facts, now));
    return {
      runs,
      etag: this.etagOf(key, validUntil),
      version: this.version,
      layoutVersion: this.layoutVersion,
      builtAt: now.getTime(),
      validUntil,
    };
  }

  /**
   * The kept answer after rows changed in place only (no row moved, came or left, and the clock
   * changed nothing): the runs of the changed rows are written again, the others kept.
   */
  private patchList(
    answer: KeptAnswer,
    viewer: VisibilityViewer,
    facts: ViewerFacts,
    key: string,
    now: Date,
  ): KeptAnswer {
    const runs = [...answer.runs];
    const rewritten = new Set<number>();
    for (const { version, id } of this.inPlaceChanges) {
      if (version <= answer.version) continue;
      const index = this.runIndexOf(runs, this.rows.get(id)!.row);
      if (index < 0 || rewritten.has(index) || !runs[index]!.ids.includes(id)) continue;
      rewritten.add(index);
      runs[index] = this.keptRunOf(
        runs[index]!.ids.map((shown) => this.rows.get(shown)!),
        viewer,
        facts,
        now,
      );
    }
    return {
      ...answer,
      runs,
      etag: this.etagOf(key, answer.validUntil),
      version: this.version,
    };
  }

  /** The run whose rows' places in the order span the row's, or -1. */
  private runIndexOf(runs: readonly KeptRun[], row: { end: string; id: number }): number {
    let low = 0;
    let high = runs.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const { firstEnd, firstId } = runs[middle]!;
      if (firstEnd < row.end || (firstEnd === row.end && firstId <= row.id)) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /** A run of the rows the viewer sees, in order, with its bytes. */
  private keptRunOf(
    rows: readonly CachedRow[],
    viewer: VisibilityViewer,
    facts: ViewerFacts,
    now: Date,
  ): KeptRun {
    const codes: number[] = [];
    for (const cached of rows) {
      const id = cached.row.id;
      codes.push(
        id,
        cached.version,
        viewerMarksOf(cached, viewer, facts, now),
        facts.own.markers.get(id) ?? noMarker,
      );
    }
    const bytes = this.chunks.get(codes, () =>
      rows
        .map((cached, index) => {
          const marks = codes[index * codesPerRow + 2]!;
          const marker = codes[index * codesPerRow + 3]!;
          return this.rowJson(cached, marks, marker === noMarker ? null : marker);
        })
        .join(','),
    );
    const first = rows[0]!.row;
    return {
      ids: rows.map((cached) => cached.row.id),
      bytes,
      firstEnd: first.end,
      firstId: first.id,
    };
  }

  /**
   * The list's ETag, named by what the answer is made of rather than hashed from its 10 MB:
   * this instance's rows at this version, the viewer and its own marks (`key`), and the span of
   * time until the clock next changes a row (`validUntil` names it: each span ends at its own
   * instant). Another instance or a restart tags the same list anew: one whole list, then 304s.
   * Weak: the same list goes out in brotli, gzip or plain.
   */
  private etagOf(key: string, validUntil: number): string {
    const viewer = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    return `W/"${this.instance}.${this.version}.${validUntil}.${viewer}"`;
  }

  private keep(key: string, answer: KeptAnswer): void {
    // Most recently used last; the oldest go first (a Map keeps insertion order).
    this.kept.delete(key);
    this.kept.set(key, answer);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= maxKeptAnswers) break;
      this.kept.delete(oldest);
    }
  }

  /**
   * What changed for the viewer since `since` (a version an earlier answer gave): the rows to
   * put in its list, and the ids to take out; null when the version cannot be answered from
   * here (another instance's, an earlier run's, too old, or not a version), and the whole list
   * must go instead. Rows only the clock changed (started, ended, or ended over 24 h ago) are
   * judged at both times.
   */
  async deltaFor(
    viewer: ListViewer,
    facts: ViewerFacts,
    since: string,
  ): Promise<DeltaAnswer | null> {
    await this.refresh();
    const from = this.parseToken(since, viewer);
    if (!from) return null;
    if (!this.isOrdered) this.order();
    const now = this.ctx.clock.now();
    const then = new Date(from.at);
    const parts: string[] = [];
    const removed: number[] = [];
    for (const cached of this.ordered) {
      const isVisible = isInPublicList(cached.visibility, viewer, now);
      // Besides its own changes, the clock moves a row in or out of the list, and ends it.
      const changed =
        cached.version > from.version ||
        isVisible !== isInPublicList(cached.visibility, viewer, then) ||
        isEnded(cached.visibility, now) !== isEnded(cached.visibility, then);
      if (!changed) continue;
      if (isVisible) {
        const marker = facts.own.markers.get(cached.row.id) ?? null;
        parts.push(this.rowJson(cached, viewerMarksOf(cached, viewer, facts, now), marker));
      } else removed.push(cached.row.id);
    }
    for (const [id, version] of this.tombstones) if (version > from.version) removed.push(id);
    // The viewer's own marks change without an item event (a favourite in another tab, a bid
    // machine): their whole sets go along, so every row's flags can be set again.
    const favouriteIds = [...facts.favourites];
    const bidMachineIds = [...facts.own.machines];
    return {
      json: `{"isDelta":true,"rows":[${parts.join(',')}],"removedIds":${JSON.stringify(removed)},"favoriteIds":${JSON.stringify(favouriteIds)},"bidMachineIds":${JSON.stringify(bidMachineIds)}}`,
      version: this.tokenFor(viewer, now),
    };
  }

  /** One row's JSON with the viewer's own fields. */
  private rowJson(cached: CachedRow, marks: number, marker: number | null): string {
    cached.json ??= JSON.stringify(cached.row).slice(0, -1);
    return `${cached.json},${viewerFieldsJson(marks, marker)}`;
  }

  /**
   * This instance's version for the viewer: instance, version, time, and whose list it is (a
   * version of one organisation's list is no start for another's).
   */
  private tokenFor(viewer: ListViewer, now: Date): string {
    return [
      this.instance,
      this.version,
      now.getTime(),
      viewer.organisationId ?? 0,
      viewer.userId ?? 0,
    ].join('.');
  }

  private parseToken(token: string, viewer: ListViewer): { version: number; at: number } | null {
    const [instance, version, at, organisationId, userId, ...rest] = token.split('.');
    const numbers = [version, at, organisationId, userId].map(Number);
    if (instance !== this.instance || rest.length > 0) return null;
    if (!numbers.every(Number.isSafeInteger)) return null;
    const [from, time, organisation, user] = numbers as [number, number, number, number];
    if (organisation !== (viewer.organisationId ?? 0) || user !== (viewer.userId ?? 0)) return null;
    if (from < this.horizon || from > this.version || time > this.ctx.clock.now().getTime())
      return null;
    return { version: from, at: time };
  }

  private async refresh(): Promise<void> {
    if (
      this.ctx.clock.now().getTime() - this.loadedAt > rebuildIntervalMs ||
      this.loadedAt > this.ctx.clock.now().getTime()
    ) {
      this.loading ??= this.loadAll().finally(() => (this.loading = null));
    }
    if (this.loading) await this.loading;
    if (this.dirty.size === 0) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    const fresh = await itemListRepository.readRows(this.ctx.db, this.ctx.clock.now(), ids);
    this.replaceRows(ids, fresh);
    this.order();
  }

  /**
   * Puts fresh reads of `ids` in place: a row that differs gets a new version, a row no longer
   * read leaves a tombstone, an unchanged row keeps its version (and its serialised JSON).
   */
  private replaceRows(ids: Iterable<number>, fresh: ListedItem[]): void {
    const read = new Map(fresh.map((cached) => [cached.row.id, cached]));
    for (const id of ids) {
      const old = this.rows.get(id);
      const next = read.get(id);
      if (!next) {
        if (old) {
          this.rows.delete(id);
          this.tombstones.set(id, this.nextVersion(id, false));
        }
        continue;
      }
      read.delete(id);
      if (old && isSameRead(old, next)) continue;
      // In place when its place in the order and who may see it are as they were.
      const isInPlace = old !== undefined && layoutOf(old) === layoutOf(next);
      // (The spread last: see readRows on V8 and properties written after a spread.)
      const version = this.nextVersion(id, isInPlace);
      this.rows.set(id, { version, json: undefined, ...next });
      this.tombstones.delete(id);
    }
    for (const [id, next] of read) {
      const version = this.nextVersion(id, false);
      this.rows.set(id, { version, json: undefined, ...next });
      this.tombstones.delete(id);
    }
    this.pruneTombstones();
  }

  private pruneTombstones(): void {
    if (this.tombstones.size <= maxTombstones) return;
    // Oldest first (a Map keeps insertion order, and a re-added id was deleted first).
    for (const [id, version] of this.tombstones) {
      if (this.tombstones.size <= maxTombstones / 2) break;
      this.tombstones.delete(id);
      this.horizon = Math.max(this.horizon, version);
    }
  }

  private order(): void {
    this.isOrdered = true;
    // ISO instants of one format order as plain strings (localeCompare would cost a tenth of a second).
    this.ordered = [...this.rows.values()].sort((a, b) =>
      a.row.end < b.row.end ? -1 : a.row.end > b.row.end ? 1 : a.row.id - b.row.id,
    );
  }

  private async loadAll(): Promise<void> {
    const now = this.ctx.clock.now();
    this.dirty.clear();
    const fresh = await itemListRepository.readRows(this.ctx.db, now);
    // The comparison with the kept rows in a task of its own, so that requests that came in
    // during the read (a bid) are not held through both. (Every reader awaits `loading`.)
    await nextTask();
    const ids = new Set([...this.rows.keys(), ...fresh.map((cached) => cached.row.id)]);
    this.replaceRows(ids, fresh);
    this.order();
    this.loadedAt = now.getTime();
  }
}
