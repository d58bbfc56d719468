import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { biddingRepository } from '../bidding/bidding.repository.js';
import { questionsRepository } from '../questions/questions.repository.js';
import { favouritesRepository } from './favourites.repository.js';
import type { FullListAnswer, ItemListCache } from './item-list-cache.js';
import type { ViewerFacts } from './list-row-marks.js';

/** The caller's own marks on the list: favourites, bids and machines, questions asked. */
async function viewerFactsOf(ctx: Pick<AppContext, 'db'>, caller: Caller): Promise<ViewerFacts> {
  const [favourites, own, asked] = await Promise.all([
    favouritesRepository.findFavouriteItemIds(ctx.db, caller.userId),
    biddingRepository.findOwnBiddingIndex(ctx.db, caller.organisationId),
    questionsRepository.findAskedItemIds(ctx.db, caller.organisationId),
  ]);
  return { favourites: new Set(favourites), own, asked: new Set(asked) };
}

/**
 * GET /api/AuctionItems: the items page's rows (the domain's `ItemListRow[]`) for the
 * organisation the caller acts for, as JSON text, with the version a delta starts from.
 */
export async function listItemsJson(
  ctx: Pick<AppContext, 'db'>,
  cache: ItemListCache,
  caller: Caller,
): Promise<FullListAnswer> {
  return cache.listFor(caller, await viewerFactsOf(ctx, caller));
}

/**
 * GET /api/AuctionItems/changes?since=: what changed since a version (the domain's
 * `ItemListDelta`) as JSON text, or the whole list in parts when that version cannot be answered
 * here (`{ isDelta: false, rows }`, sent like the list itself).
 */
export async function listChangesJson(
  ctx: Pick<AppContext, 'db'>,
  cache: ItemListCache,
  caller: Caller,
  since: string,
): Promise<{ delta: string; version: string } | { whole: FullListAnswer; version: string }> {
  const facts = await viewerFactsOf(ctx, caller);
  const delta = await cache.deltaFor(caller, facts, since);
  if (delta) return { delta: delta.json, version: delta.version };
  const list = await cache.listFor(caller, facts);
  const parts = [wholeListOpening, ...list.parts, wholeListClosing];
  const whole = {
    parts,
    size: list.size + wholeListOpening.length + wholeListClosing.length,
    // Another answer than the list's: kept apart from it where compressed answers are.
    etag: `changes:${list.etag}`,
    version: list.version,
  };
  return { whole, version: list.version };
}

const wholeListOpening = Buffer.from('{"isDelta":false,"rows":');
const wholeListClosing = Buffer.from('}');
