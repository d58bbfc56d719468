import { isEnded, ItemUserType, type VisibilityViewer } from '@dealer/domain';
import type { ListedItem } from './item-list.repository.js';

/** The viewer's organisation's part in the items it bid on. */
export interface OwnBiddingIndex {
  markers: ReadonlyMap<number, number>;
  machines: ReadonlySet<number>;
}

/** What the viewer's own fields are made of, besides the rows. */
export interface ViewerFacts {
  favourites: ReadonlySet<number>;
  own: OwnBiddingIndex;
  /** Items the viewer's organisation asked about (the own-action filter 'question'). */
  asked: ReadonlySet<number>;
}

/**
 * The viewer's and the clock's part in a row, as bits (the own bidder marker goes beside them):
 * what a run of rows is named by in `ListChunks`, and what the row's own fields are written from.
 */
const Mark = {
  ended: 1,
  own: 2,
  favourite: 4,
  bidMachine: 8,
  unansweredQuestions: 16,
  ownQuestion: 32,
  confirmationShown: 64,
  confirmed: 128,
} as const;

export function viewerMarksOf(
  cached: ListedItem,
  viewer: VisibilityViewer,
  { favourites, own, asked }: ViewerFacts,
  now: Date,
): number {
  const id = cached.row.id;
  const isOwn = cached.row.organisationId === viewer.organisationId;
  const ended = isEnded(cached.visibility, now);
  // Issue 11: a waiting question is the seller's business only.
  const unanswered = isOwn && cached.hasUnansweredQuestions;
  let marks = 0;
  if (ended) marks |= Mark.ended;
  if (isOwn) marks |= Mark.own;
  if (favourites.has(id)) marks |= Mark.favourite;
  if (own.machines.has(id)) marks |= Mark.bidMachine;
  if (unanswered) marks |= Mark.unansweredQuestions;
  if (isOwn ? unanswered : asked.has(id)) marks |= Mark.ownQuestion;
  // Spec 2, own actions: confirmed or not, of the ended items the organisation sold or bid on.
  if (ended && (isOwn || own.markers.has(id))) {
    marks |= Mark.confirmationShown;
    if (cached.row.confirmedSold !== null) marks |= Mark.confirmed;
  }
  return marks;
}

/** The row's own fields in the API's order, closing its JSON object. */
export function viewerFieldsJson(marks: number, marker: number | null): string {
  const has = (mark: number) => (marks & mark) !== 0;
  const userType = has(Mark.own) ? ItemUserType.Auctioneer : ItemUserType.Buyer;
  const confirmed = has(Mark.confirmationShown) ? `,"isConfirmed":${has(Mark.confirmed)}` : '';
  return `"isEnded":${has(Mark.ended)},"userType":${userType},"isFavorite":${has(Mark.favourite)},"ownBidderMarker":${marker},"hasOwnBid":${marker !== null},"hasOwnBidMachine":${has(Mark.bidMachine)},"hasUnansweredQuestions":${has(Mark.unansweredQuestions)},"hasOwnQuestion":${has(Mark.ownQuestion)}${confirmed}}`;
}

/** A run's numbers for a row: `ListChunks` compares them (a bidder marker is positive). */
export const codesPerRow = 4;
export const noMarker = -1;
