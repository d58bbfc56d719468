import type { Insertable } from 'kysely';
import type { Db } from '../src/db/database.js';
import type { AuctionItemTable } from '../src/db/schema.js';

/** The id of a demo organisation by name. */
export const organisationIdOf = async (db: Db, name: string) =>
  (
    await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** The id of a demo user by e-mail. */
export const userIdOf = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;

/**
 * An item written straight to the database (tests that are not about drafting): published and
 * running by default, with the flags a draft would have.
 */
export async function insertItem(
  db: Db,
  values: Partial<Insertable<AuctionItemTable>> &
    Pick<Insertable<AuctionItemTable>, 'organisationId' | 'startTime' | 'endTime'>,
): Promise<number> {
  const now = new Date();
  const { id } = await db
    .insertInto('auctionItems')
    .values({
      status: 1,
      createdAt: now,
      updatedAt: now,
      licenseNumber: 'TST-1',
      make: 'Skoda',
      model: 'Octavia',
      trailerTransportable: false,
      vatDeductable: true,
      openBid: false,
      fixedEndTime: false,
      questionsAllowed: true,
      showInBasicAuction: true,
      showResponsibleSalesPeople: true,
      hoursOpenAfterFirstBid: 24,
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A stored image's record (no bytes): enough for an item's file rows and the upload check. */
export async function insertImageRecord(
  db: Db,
  organisationId: number,
  externalServiceId: string,
  createdAt: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('mediaFiles')
    .values({
      externalServiceId,
      kind: 1,
      contentType: 'image/jpeg',
      byteSize: 1,
      width: 1,
      height: 1,
      storageKey: externalServiceId,
      organisationId,
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
