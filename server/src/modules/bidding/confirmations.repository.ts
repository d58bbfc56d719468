import {
  isAuctioneerOnlyNotSold,
  type Confirmation,
  type ConfirmationType,
  type ConfirmationUserType,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** The item's confirmations with who made them, oldest first. */
export async function findConfirmations(db: Db, itemId: number): Promise<Confirmation[]> {
  const rows = await db
    .selectFrom('confirmations')
    .leftJoin('users', 'users.id', 'confirmations.userId')
    .leftJoin('organisations', 'organisations.id', 'confirmations.organisationId')
    .select([
      'confirmations.id',
      'confirmations.confirmationType',
      'confirmations.userType',
      'confirmations.isSold',
      'confirmations.description',
      'confirmations.price',
      'confirmations.createdAt',
      'confirmations.userId',
      'users.firstName',
      'users.lastName',
      'organisations.name as organisationName',
    ])
    .where('confirmations.auctionItemId', '=', itemId)
    .orderBy('confirmations.createdAt')
    .orderBy('confirmations.id')
    .execute();
  const confirmations = rows.map((row) => ({
    id: row.id,
    confirmationType: row.confirmationType,
    userType: row.userType,
    isSold: row.isSold,
    description: row.description,
    price: row.price,
    timestamp: row.createdAt.toISOString(),
    confirmationUserId: row.userId,
    userName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    organisationName: row.organisationName,
  }));
  return confirmations.map((confirmation) => ({
    ...confirmation,
    isAuctioneerOnlyNotSold: isAuctioneerOnlyNotSold(confirmation, confirmations),
  }));
}

function insertConfirmation(
  db: Db,
  confirmation: {
    auctionItemId: number;
    confirmationType: ConfirmationType;
    userType: ConfirmationUserType;
    isSold: boolean;
    description: string | null;
    price: number | null;
    organisationId: number | null;
    userId: number | null;
    now: Date;
  },
) {
  const { now, ...values } = confirmation;
  return db
    .insertInto('confirmations')
    .values({ ...values, createdAt: now })
    .execute();
}

/** All SQL of confirmations and of choosing a winner. */
export const confirmationsRepository = {
  findAll: findConfirmations,
  insert: insertConfirmation,

  /** A bid of the item with its organisation's anonymous number (the finish dialog's choice). */
  findBidOfItem: (db: Db, itemId: number, bidId: number) =>
    db
      .selectFrom('bids')
      .innerJoin('auctionItemBidders as bidder', (join) =>
        join
          .onRef('bidder.auctionItemId', '=', 'bids.auctionItemId')
          .onRef('bidder.organisationId', '=', 'bids.organisationId'),
      )
      .select(['bids.id', 'bids.organisationId', 'bids.userId', 'bidder.bidderMarker'])
      .where('bids.id', '=', bidId)
      .where('bids.auctionItemId', '=', itemId)
      .executeTakeFirst(),
};
