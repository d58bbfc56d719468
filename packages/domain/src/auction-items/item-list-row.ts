import type { ItemPublicState } from '../live/live-events.js';
import type { ItemUserType } from './enums.js';

/** One row of the items page (GET /api/AuctionItems): what lists, filters and sorts need, no more. */
export interface ItemListRow extends ItemPublicState {
  id: number;
  organisationId: number;
  organisationName: string;
  officeId: number | null;
  officeName: string | null;
  licenseNumber: string | null;
  make: string | null;
  model: string | null;
  type: string | null;
  modelYear: number | null;
  mileage: number | null;
  fuelType: number | null;
  hybridType: number | null;
  /** The start of the seller's description, for the free-text filter. */
  auctioneerDescription: string | null;
  startPrice: number | null;
  minimumRaise: number | null;
  openBid: boolean;
  hasPriceReservation: boolean;
  isProItem: boolean;
  thumbnailUrl: string | null;
  userType: ItemUserType;
  isFavorite: boolean;
  /** The viewer's organisation's anonymous bidder number on the item (null: it has not bid). */
  ownBidderMarker: number | null;
  hasOwnBid: boolean;
  hasOwnBidMachine: boolean;
  /** Issue 11, list icons: a question of the item has an answer (everyone who sees the item). */
  hasAnsweredQuestions?: boolean;
  /** The auctioneer added info during the auction (everyone who sees the item). */
  hasAdditionalInfo?: boolean;
  /** A question waits for an answer: told to the item's own organisation only. */
  hasUnansweredQuestions?: boolean;
  /**
   * The own-action filter 'question': the seller's item has a question waiting for its answer,
   * or the buyer's organisation asked about the item.
   */
  hasOwnQuestion?: boolean;
  /** For the own-action filters: the item the organisation bid on has a confirmation. */
  isConfirmed?: boolean;
}

/** How much of the description a list row carries. */
export const listDescriptionLength = 300;

/**
 * What GET /api/AuctionItems/changes answers (issue 10): the changes since the client's version,
 * or, when the server cannot answer from that version, the whole list again.
 */
export type ItemListChanges =
  | {
      isDelta: true;
      /** Rows that changed or came into the viewer's list. */
      rows: ItemListRow[];
      /** Rows that left it (the client may not hold all of them). */
      removedIds: number[];
      /** The viewer's favourites and its organisation's bid machines now, for every row's flags. */
      favoriteIds: number[];
      bidMachineIds: number[];
    }
  | { isDelta: false; rows: ItemListRow[] };

/** The list's order as the server sends it: by end, then id (ISO instants compare as text). */
const byEndThenId = (a: ItemListRow, b: ItemListRow) =>
  a.end < b.end ? -1 : a.end > b.end ? 1 : a.id - b.id;

/**
 * The client's list after `changes`: exactly the list the server would send now. When the
 * changes change nothing (a reconnect's usual answer), it is `rows` itself, so that nothing
 * downstream filters, sorts or renders the whole list again.
 */
export function applyItemListChanges<Rows extends readonly ItemListRow[]>(
  rows: Rows,
  changes: ItemListChanges,
): Rows | ItemListRow[] {
  if (!changes.isDelta) return changes.rows;
  const removed = new Set(changes.removedIds);
  const favourites = new Set(changes.favoriteIds);
  const machines = new Set(changes.bidMachineIds);
  const hasItsFlags = (row: ItemListRow) =>
    row.isFavorite === favourites.has(row.id) && row.hasOwnBidMachine === machines.has(row.id);
  if (changes.rows.length === 0 && rows.every((row) => !removed.has(row.id) && hasItsFlags(row)))
    return rows;
  const byId = new Map(rows.filter((row) => !removed.has(row.id)).map((row) => [row.id, row]));
  for (const row of changes.rows) byId.set(row.id, row);
  return [...byId.values()]
    .map((row) =>
      hasItsFlags(row)
        ? row
        : { ...row, isFavorite: favourites.has(row.id), hasOwnBidMachine: machines.has(row.id) },
    )
    .sort(byEndThenId);
}
