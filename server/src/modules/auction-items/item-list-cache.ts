import { createHash, randomBytes } from 'node:crypto';
import {
  isEnded,
  isInPublicList,
  ItemUserType,
  nextListChangeAfter,
  visibilityKeyOf,
  type VisibilityViewer,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { ItemBusEvent, ItemContentBusEvent } from '../../live/bus-events.js';
import { itemListRepository, type ListedItem } from './item-list.repository.js';

/** The viewer's organisation's part in the items it bid on. */
export interface OwnBiddingIndex {
  markers: ReadonlyMap<number, number>;
  machines: ReadonlySet<number>;
}
interface CachedRow extends ListedItem {
  /** The row's JSON without its closing brace: a request adds the viewer's own fields. */
  json?: string;
  /** The cache's version when this row last changed (issue 10: the list's delta). */
  version: number;
}

/** What the viewer's own fields are made of, besides the rows. */
export interface ViewerFacts {
  favourites: ReadonlySet<number>;
  own: OwnBiddingIndex;
  /** Items the viewer's organisation asked about (the own-action filter 'question'). */
  asked: ReadonlySet<number>;
}

/** The list as JSON, and the version token a later delta starts from. */
export interface ListAnswer {
  json: string;
  version: string;
}

/** A whole list as JSON with its ETag. */
export interface FullListAnswer extends ListAnswer {
  etag: string;
}

/** A list answer kept for the viewers who see alike, while nothing in it can have changed. */
interface KeptAnswer {
  json: string;
  etag: string;
  builtAt: number;
  /** The first instant at which the clock alone may change a row (`nextListChangeAfter`). */
  validUntil: number;
}

/** At most this many characters of kept answers (one byte each for Latin-1 text, else two). */
const keptAnswerBudget = 32 * 1024 * 1024;

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

/** Whether two reads of a row differ in anything the list or its visibility shows. */
const signatureOf = (cached: ListedItem) =>
  JSON.stringify([cached.row, cached.visibility, cached.hasUnansweredQuestions]);

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
  /** Whole answers of this version (issue 10): an unchanged list is not built again per request. */
  private readonly kept = new Map<string, KeptAnswer>();
  private keptVersion = -1;
  private keptCharacters = 0;

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
        const { isEnded: _isEnded, ...state } = event.state;
        if (state.end !== cached.row.end) this.isOrdered = false;
        cached.row = { ...cached.row, ...state };
        cached.visibility = { ...cached.visibility, end: new Date(state.end) };
        cached.version = ++this.version;
        delete cached.json;
        return;
      }
      this.dirty.add(event.itemId);
    });
  }

  close(): void {
    this.unsubscribe();
  }

  /**
   * The rows the viewer may see as the API's JSON: each row is serialised once when read and
   * only the viewer's own fields are written per request (10,000 rows in a few milliseconds).
   * The whole answer is kept while no row has changed, the viewer's own marks are the same and
   * the clock has not reached a row's start, end or end + 24 h: the same list is not built and
   * hashed again for each reload (a 10,000-row list is 10 MB of JSON).
   */
  async listFor(viewer: ListViewer, facts: ViewerFacts): Promise<FullListAnswer> {
    await this.refresh();
    if (!this.isOrdered) this.order();
    const now = this.ctx.clock.now();
    if (this.keptVersion !== this.version) {
      this.kept.clear();
      this.keptCharacters = 0;
      this.keptVersion = this.version;
    }
    const key = answerKeyOf(viewer, facts);
    let answer = this.kept.get(key);
    if (!answer || now.getTime() < answer.builtAt || now.getTime() >= answer.validUntil) {
      answer = this.buildList(viewer, facts, key, now);
      this.keep(key, answer);
    }
    return { json: answer.json, etag: answer.etag, version: this.tokenFor(viewer, now) };
  }

  private buildList(
    viewer: VisibilityViewer,
    facts: ViewerFacts,
    key: string,
    now: Date,
  ): KeptAnswer {
    const parts: string[] = [];
    let validUntil = Number.POSITIVE_INFINITY;
    for (const cached of this.ordered) {
      // Every row counts, seen or not: a scheduled item that starts comes into the list.
      validUntil = Math.min(validUntil, nextListChangeAfter(cached.visibility, now));
      if (isInPublicList(cached.visibility, viewer, now))
        parts.push(this.rowJson(cached, viewer, facts, now));
    }
    return {
      json: `[${parts.join(',')}]`,
      etag: this.etagOf(key, validUntil),
      builtAt: now.getTime(),
      validUntil,
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
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.keptCharacters -= old.json.length;
    }
    if (answer.json.length > keptAnswerBudget) return;
    // Oldest first (a Map keeps insertion order).
    for (const [oldest, kept] of this.kept) {
      if (this.keptCharacters + answer.json.length <= keptAnswerBudget) break;
      this.kept.delete(oldest);
      this.keptCharacters -= kept.json.length;
    }
    this.kept.set(key, answer);
    this.keptCharacters += answer.json.length;
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
      if (isVisible) parts.push(this.rowJson(cached, viewer, facts, now));
      else removed.push(cached.row.id);
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
  private rowJson(
    cached: CachedRow,
    viewer: VisibilityViewer,
    { favourites, own, asked }: ViewerFacts,
    now: Date,
  ): string {
    cached.json ??= JSON.stringify(cached.row).slice(0, -1);
    const userType =
      cached.row.organisationId === viewer.organisationId
        ? ItemUserType.Auctioneer
        : ItemUserType.Buyer;
    const marker = own.markers.get(cached.row.id) ?? null;
    const isOwn = userType === ItemUserType.Auctioneer;
    const ended = isEnded(cached.visibility, now);
    // Spec 2, own actions: confirmed or not, of the ended items the organisation sold or bid on.
    const confirmed =
      ended && (isOwn || marker !== null)
        ? `,"isConfirmed":${cached.row.confirmedSold !== null}`
        : '';
    // Issue 11: a waiting question is the seller's business only.
    const unanswered = isOwn && cached.hasUnansweredQuestions;
    const ownQuestion = isOwn ? unanswered : asked.has(cached.row.id);
    return `${cached.json},"isEnded":${ended},"userType":${userType},"isFavorite":${favourites.has(cached.row.id)},"ownBidderMarker":${marker},"hasOwnBid":${marker !== null},"hasOwnBidMachine":${own.machines.has(cached.row.id)},"hasUnansweredQuestions":${unanswered},"hasOwnQuestion":${ownQuestion}${confirmed}}`;
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
          this.tombstones.set(id, ++this.version);
        }
        continue;
      }
      read.delete(id);
      if (old && signatureOf(old) === signatureOf(next)) continue;
      this.rows.set(id, { ...next, version: ++this.version });
      this.tombstones.delete(id);
    }
    for (const [id, next] of read) {
      this.rows.set(id, { ...next, version: ++this.version });
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
    const ids = new Set([...this.rows.keys(), ...fresh.map((cached) => cached.row.id)]);
    this.replaceRows(ids, fresh);
    this.order();
    this.loadedAt = now.getTime();
  }
}
