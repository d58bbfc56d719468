import type { OrganisationSettings } from '@dealer/domain';
import type { Db } from '../../db/database.js';

type StoredSettings = Omit<OrganisationSettings, 'organisationDescription'>;

const settingsColumns = [
  'showResponsibleSalesPeopleDefault',
  'creatorAsResponsiblePerson',
  'defaultDeliveryOfferRequestMakinen',
  'defaultDeliveryOfferRequestSjoberg',
  'defaultDeliveryLocationType',
  'defaultDeliveryLocationId',
  'registrationCertificateNotRequired',
  'registrationCertificateEmailAddress',
  'startPrice',
  'minimumRaise',
  'commissionFee',
  'vatDeductable',
  'fixedEndTime',
  'hoursOpenAfterFirstBid',
  'openBid',
  'questionsAllowed',
  'showInBasicAuction',
  'auctioneerDescription',
  'paymentInstructions',
  'organisationEmailAddress',
  'organisationPhoneNumber',
  'iban',
  'bic',
  'invoicingAddress',
  'eInvoicingOperator',
  'invoicingMethod',
  'version',
] as const;

export const organisationSettingsRepository = {
  /** The stored settings row, or undefined when the organisation has saved none. */
  find: async (db: Db, organisationId: number, options: { lock?: boolean } = {}) => {
    const row = await db
      .selectFrom('organisationSettings')
      .select(settingsColumns)
      .where('organisationId', '=', organisationId)
      .$if(Boolean(options.lock), (query) => query.forUpdate())
      .executeTakeFirst();
    return row as StoredSettings | undefined;
  },

  findDescription: async (db: Db, organisationId: number) =>
    (
      await db
        .selectFrom('organisations')
        .select('organisationDescription')
        .where('id', '=', organisationId)
        .executeTakeFirst()
    )?.organisationDescription ?? null,

  /**
   * Writes the next version of the settings (the first one inserts the row). False when another
   * save inserted the first row meanwhile.
   */
  save: async (db: Db, organisationId: number, settings: StoredSettings, isNew: boolean) => {
    if (isNew) {
      const inserted = await db
        .insertInto('organisationSettings')
        .values({ ...settings, organisationId })
        .onConflict((conflict) => conflict.column('organisationId').doNothing())
        .returning('organisationId')
        .executeTakeFirst();
      return inserted !== undefined;
    }
    await db
      .updateTable('organisationSettings')
      .set(settings)
      .where('organisationId', '=', organisationId)
      .execute();
    return true;
  },

  saveDescription: (db: Db, organisationId: number, description: string | null) =>
    db
      .updateTable('organisations')
      .set({ organisationDescription: description })
      .where('id', '=', organisationId)
      .execute(),

  /** Whether a delivery-enabled location of the organisation has this id. */
  isDeliveryLocation: async (db: Db, organisationId: number, locationId: number) =>
    Boolean(
      await db
        .selectFrom('organisationLocations')
        .select('id')
        .where('organisationId', '=', organisationId)
        .where('id', '=', locationId)
        .where('deliveryEnabled', '=', true)
        .executeTakeFirst(),
    ),
};
