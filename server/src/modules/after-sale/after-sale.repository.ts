import type { TransportProvider } from '@dealer/domain';
import type { Db } from '../../db/database.js';

const addressColumns = ['name', 'streetAddress', 'postalAreaCode', 'postOfficeName'] as const;

/** The SQL of the after-sale features: payment details, invoices, delivery offer requests. */
export const afterSaleRepository = {
  findOrganisation: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisations as o')
      .leftJoin('organisationSettings as s', 's.organisationId', 'o.id')
      .select([
        'o.id',
        'o.name',
        'o.businessIdentityCode',
        'o.streetAddress',
        'o.postalAreaCode',
        'o.postOfficeName',
        'o.phoneNumber',
        'o.emailAddress',
        's.paymentInstructions',
        's.iban',
        's.bic',
        's.organisationEmailAddress',
        's.organisationPhoneNumber',
        's.registrationCertificateNotRequired',
        's.registrationCertificateEmailAddress',
        's.invoicingAddress',
        's.eInvoicingOperator',
        's.invoicingMethod',
        's.defaultDeliveryLocationType',
        's.defaultDeliveryLocationId',
      ])
      .where('o.id', '=', organisationId)
      .executeTakeFirst(),

  findOffice: (db: Db, officeId: number) =>
    db.selectFrom('offices').select(addressColumns).where('id', '=', officeId).executeTakeFirst(),

  findLocation: (db: Db, locationId: number) =>
    db
      .selectFrom('organisationLocations')
      .select([...addressColumns, 'id', 'organisationId', 'pickUpEnabled', 'pickUpDescription'])
      .where('id', '=', locationId)
      .executeTakeFirst(),

  /** The organisation's delivery-enabled locations, oldest first. */
  findDeliveryLocation: (db: Db, organisationId: number, locationId: number | null) => {
    let query = db
      .selectFrom('organisationLocations')
      .select([...addressColumns, 'id'])
      .where('organisationId', '=', organisationId)
      .where('deliveryEnabled', '=', true);
    if (locationId !== null) query = query.where('id', '=', locationId);
    return query.orderBy('id').limit(1).executeTakeFirst();
  },

  /** The winning bid with its bidder (the buyer user and the office of the bid). */
  findWinningBid: (db: Db, bidId: number) =>
    db
      .selectFrom('bids as b')
      .leftJoin('users as u', 'u.id', 'b.userId')
      .select([
        'b.price',
        'b.officeId',
        'b.userId',
        'u.firstName',
        'u.lastName',
        'u.phoneNumber',
        'u.email',
      ])
      .where('b.id', '=', bidId)
      .executeTakeFirst(),

  findInvoice: (db: Db, itemId: number) =>
    db
      .selectFrom('auctionItemInvoices')
      .select(['invoiceNumber', 'invoicedAt'])
      .where('auctionItemId', '=', itemId)
      .executeTakeFirst(),

  /** Saving again replaces the number (one invoice per item). */
  saveInvoice: (
    db: Db,
    invoice: {
      auctionItemId: number;
      invoiceNumber: string;
      organisationId: number;
      userId: number | null;
      invoicedAt: Date;
    },
  ) =>
    db
      .insertInto('auctionItemInvoices')
      .values(invoice)
      .onConflict((conflict) =>
        conflict.column('auctionItemId').doUpdateSet({
          invoiceNumber: invoice.invoiceNumber,
          organisationId: invoice.organisationId,
          userId: invoice.userId,
          invoicedAt: invoice.invoicedAt,
        }),
      )
      .execute(),

  /** Providers asked of the item since `since` that did not fail (a repeat is refused). */
  findRecentProviders: async (db: Db, itemId: number, since: Date) =>
    (
      await db
        .selectFrom('deliveryOfferRequests')
        .select('provider')
        .distinct()
        .where('auctionItemId', '=', itemId)
        .where('createdAt', '>', since)
        .where((eb) => eb.or([eb('isSuccess', 'is', null), eb('isSuccess', '=', true)]))
        .execute()
    ).map((row) => row.provider),

  insertDeliveryRequest: async (
    db: Db,
    request: {
      auctionItemId: number;
      organisationId: number;
      userId: number | null;
      provider: TransportProvider;
      buyerName: string;
      buyerPhoneNumber: string | null;
      buyerEmailAddress: string;
      deliveryLocationId: number | null;
      isSuccess: boolean | null;
      createdAt: Date;
    },
  ) =>
    (
      await db
        .insertInto('deliveryOfferRequests')
        .values(request)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  markDeliveryRequest: (db: Db, id: number, isSuccess: boolean) =>
    db.updateTable('deliveryOfferRequests').set({ isSuccess }).where('id', '=', id).execute(),

  /** The item's first images with where their bytes are (the sales brochure). */
  findFirstImages: (db: Db, itemId: number, limit: number) =>
    db
      .selectFrom('auctionItemFiles as f')
      .innerJoin('mediaFiles as m', 'm.id', 'f.mediaFileId')
      .select(['m.storageKey', 'f.angle'])
      .where('f.auctionItemId', '=', itemId)
      .where('m.kind', '=', 1)
      .orderBy('f.orderNumber')
      .orderBy('f.id')
      .limit(limit)
      .execute(),

  /** The responsible salespeople the item shows buyers. */
  findShownSalespeople: (db: Db, itemId: number) =>
    db
      .selectFrom('auctionItemResponsiblePersons as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .select(['u.firstName', 'u.lastName', 'u.phoneNumber', 'u.email'])
      .where('r.auctionItemId', '=', itemId)
      .where('r.showInAuction', '=', true)
      .orderBy('r.id')
      .execute(),

  findUserEmail: (db: Db, userId: number) =>
    db
      .selectFrom('users')
      .select(['email', 'locale', 'firstName', 'lastName'])
      .where('id', '=', userId)
      .executeTakeFirst(),
};
