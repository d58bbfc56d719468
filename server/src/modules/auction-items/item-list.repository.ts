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
import { publicStateColumns, toItemFields } from '../items/items.repository.js';

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
  return rows.map((columns) => {
    const row = toItemFields(columns);
    // Whether it has ended is the viewer's moment's, written per request.
    const { isEnded: _isEnded, ...state } = publicStateOf(row, now);
    return {
      row: {
        ...state,
        id: row.id,
        organisationId: row.organisationId,
        organisationName: row.organisationName,
        officeId: row.officeId,
        officeName: row.officeName,
        licenseNumber: row.licenseNumber,
        make: row.make,
        model: row.model,
        type: row.type,
        modelYear: row.modelYear,
        mileage: row.mileage,
        fuelType: row.fuelType,
        hybridType: row.hybridType,
        auctioneerDescription: row.auctioneerDescription,
        startPrice: row.startPrice,
        minimumRaise: row.minimumRaise,
        openBid: row.openBid,
        hasPriceReservation: row.priceReservation !== null,
        isProItem: !row.showInBasicAuction,
        thumbnailUrl: row.thumbnailId ? `/media/${row.thumbnailId}` : null,
        hasAnsweredQuestions: Boolean(columns.hasAnsweredQuestions),
        hasAdditionalInfo: Boolean(columns.hasAdditionalInfo),
      },
      hasUnansweredQuestions: Boolean(columns.hasUnansweredQuestions),
      visibility: visibilityOf(row, { ...row, hasWhitelist: Boolean(row.hasWhitelist) }),
    };
  });
}

/** The SQL of the items page's list. */
export const itemListRepository = { readRows };
