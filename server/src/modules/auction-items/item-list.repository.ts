import {
  endedItemListHours,
  publicStateOf,
  visibilityOf,
  type ItemListRow,
  type VisibilityItem,
} from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { targetGroupColumns } from '../access/visibility.sql.js';
import { itemContentFlagColumns } from '../questions/item-content-flags.sql.js';
import { publicStateColumns, toGroupFacts, toPublicStateItem } from '../items/items.repository.js';

/** A row's facts shared by every viewer; the viewer's own fields are added per request. */
export type BaseRow = Omit<
  ItemListRow,
  | 'isEnded'
  | 'userType'
  | 'isFavorite'
  | 'ownBidderMarker'
  | 'hasOwnBid'
  | 'hasOwnBidMachine'
  | 'isConfirmed'
  | 'hasUnansweredQuestions'
  | 'hasOwnQuestion'
>;

/** An item of the items page, with the facts its visibility is judged by. */
export interface ListedItem {
  row: BaseRow;
  visibility: VisibilityItem;
  /** A question waits for its answer: written for the item's own organisation only. */
  hasUnansweredQuestions: boolean;
}

/**
 * Published or ended items that may still be in the list (the domain's 24-hour window), or the
 * given ones, with their visibility facts.
 */
async function readRows(db: Db, now: Date, ids?: number[]): Promise<ListedItem[]> {
  const since = new Date(now.getTime() - endedItemListHours * 3_600_000);
  const rows = await db
    .selectFrom('auctionItems as item')
    .innerJoin('organisations as organisation', 'organisation.id', 'item.organisationId')
    .leftJoin('offices as office', 'office.id', 'item.officeId')
    .select([
      'item.id',
      'item.organisationId',
      'organisation.name as organisationName',
      'item.officeId',
      'office.name as officeName',
      'item.licenseNumber',
      'item.make',
      'item.model',
      'item.type',
      'item.modelYear',
      'item.mileage',
      'item.fuelType',
      'item.hybridType',
      'item.startPrice',
      'item.minimumRaise',
      'item.openBid',
      'item.priceReservation',
      'item.showInBasicAuction',
    ])
    .select(publicStateColumns.map((column) => `item.${column}` as const))
    .select(sql<string | null>`left(item.auctioneer_description, 300)`.as('auctioneerDescription'))
    .select((eb) =>
      eb
        .selectFrom('auctionItemFiles as file')
        .innerJoin('mediaFiles as media', 'media.id', 'file.mediaFileId')
        .select('media.externalServiceId')
        .whereRef('file.auctionItemId', '=', 'item.id')
        .where('media.kind', '=', 1)
        .orderBy('file.orderNumber')
        .limit(1)
        .as('thumbnailId'),
    )
    .select(itemContentFlagColumns(sql.ref('item.id')))
    .select(targetGroupColumns(sql.ref('item.id')))
    .where('item.status', 'in', [1, 4])
    .where('item.endTime', '>', since)
    .$if(ids !== undefined, (query) => query.where('item.id', 'in', ids!.length > 0 ? ids! : [-1]))
    .execute();
  // This runs for every item in one go on the server's thread (the whole list is read again
  // every minute), so each row is made without copying a wide object: its columns are read by
  // name, and the state's spread comes last. V8 (Node 20) adds each property written after a
  // spread one new map at a time, about 2 µs each: with the spread first, this took 50–70 µs a
  // row, 0.5–0.7 s for 10,000.
  return rows.map((columns): ListedItem => {
    const item = toPublicStateItem(columns);
    // Whether it has ended is the viewer's moment's, written per request.
    const { isEnded: _isEnded, ...state } = publicStateOf(item, now);
    return {
      row: {
        id: columns.id,
        organisationId: columns.organisationId,
        organisationName: columns.organisationName,
        officeId: columns.officeId,
        officeName: columns.officeName,
        licenseNumber: columns.licenseNumber,
        make: columns.make,
        model: columns.model,
        type: columns.type,
        modelYear: columns.modelYear,
        mileage: columns.mileage,
        fuelType: columns.fuelType,
        hybridType: columns.hybridType,
        auctioneerDescription: columns.auctioneerDescription,
        startPrice: columns.startPrice,
        minimumRaise: columns.minimumRaise,
        openBid: columns.openBid,
        hasPriceReservation: columns.priceReservation !== null,
        isProItem: !columns.showInBasicAuction,
        thumbnailUrl: columns.thumbnailId ? `/media/${columns.thumbnailId}` : null,
        hasAnsweredQuestions: Boolean(columns.hasAnsweredQuestions),
        hasAdditionalInfo: Boolean(columns.hasAdditionalInfo),
        ...state,
      },
      hasUnansweredQuestions: Boolean(columns.hasUnansweredQuestions),
      visibility: visibilityOf(
        {
          organisationId: columns.organisationId,
          status: item.status,
          start: item.start,
          end: item.end,
          showInBasicAuction: columns.showInBasicAuction,
        },
        toGroupFacts(columns),
      ),
    };
  });
}

/** The SQL of the items page's list. */
export const itemListRepository = { readRows };
