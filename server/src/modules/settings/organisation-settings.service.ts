import {
  checkOrganisationSettings,
  defaultOrganisationSettings,
  DeliveryLocationType,
  hasBuyerSubscription,
  hasSellerSubscription,
  RefusedError,
  type OrganisationSettings,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { organisationSettingsRepository as repository } from './organisation-settings.repository.js';
import { requireSettingsManager } from './settings-access.js';

// The fields each side of the settings area owns (spec 2): the sale pages and the buy pages.
const buyerFields = [
  'defaultDeliveryOfferRequestMakinen',
  'defaultDeliveryOfferRequestSjoberg',
  'defaultDeliveryLocationType',
  'defaultDeliveryLocationId',
  'registrationCertificateNotRequired',
  'registrationCertificateEmailAddress',
  'invoicingAddress',
  'eInvoicingOperator',
  'invoicingMethod',
] as const satisfies ReadonlyArray<keyof OrganisationSettings>;

const isBuyerField = (name: string) => (buyerFields as readonly string[]).includes(name);

/** The organisation's settings as the settings pages read them (defaults when none saved). */
export async function getOrganisationSettings(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<OrganisationSettings> {
  await requireMembership(db, caller, organisationId);
  return readSettings(db, organisationId);
}

async function readSettings(db: Db, organisationId: number, lock = false) {
  const stored = await repository.find(db, organisationId, { lock });
  const organisationDescription = await repository.findDescription(db, organisationId);
  return { ...defaultOrganisationSettings, ...stored, organisationDescription };
}

/**
 * PATCH settings (spec 4: the whole object). Refused with 409 when another save came in after the
 * caller read (`version`), with 422 naming the field when a rule breaks; the sale fields need the
 * auctioneer subscription and the buy fields the buyer subscription, beside the
 * manage-user-permission right.
 */
export async function saveOrganisationSettings(
  db: Db,
  caller: Caller,
  organisationId: number,
  next: OrganisationSettings,
): Promise<OrganisationSettings> {
  const flags = await requireSettingsManager(db, caller, organisationId, 'any');
  return db.transaction().execute(async (trx) => {
    const current = await readSettings(trx, organisationId, true);
    if (current.version !== next.version)
      throw RefusedError.conflict('The settings were saved elsewhere after you read them.', {
        version: 'stale',
      });
    const changed = (Object.keys(next) as Array<keyof OrganisationSettings>).filter(
      (name) => name !== 'version' && next[name] !== current[name],
    );
    if (changed.some(isBuyerField) && !hasBuyerSubscription(flags))
      throw RefusedError.forbidden('The buy settings need a buyer subscription.');
    if (changed.some((name) => !isBuyerField(name)) && !hasSellerSubscription(flags))
      throw RefusedError.forbidden('The sale settings need an auctioneer subscription.');
    const { organisationDescription, version, ...rest } = next;
    const fields = checkOrganisationSettings(next);
    if (Object.keys(fields).length > 0)
      throw RefusedError.rule('The settings break a rule.', fields);
    if (
      rest.defaultDeliveryLocationId !== null &&
      rest.defaultDeliveryLocationId !== current.defaultDeliveryLocationId &&
      !(await repository.isDeliveryLocation(trx, organisationId, rest.defaultDeliveryLocationId))
    )
      throw RefusedError.notFound('No such delivery location.');
    const stored = {
      ...rest,
      // Spec 4: a location id goes only with the "default delivery location" type.
      defaultDeliveryLocationId:
        rest.defaultDeliveryLocationType === DeliveryLocationType.DefaultDeliveryLocation
          ? rest.defaultDeliveryLocationId
          : null,
      // Spec 6: only Pro auctioneers choose; for others an item is always in the basic auction.
      showInBasicAuction: flags.isProAuctioneer ? rest.showInBasicAuction : true,
      version: version + 1,
    };
    if (!(await repository.save(trx, organisationId, stored, current.version === 0)))
      throw RefusedError.conflict('The settings were saved elsewhere after you read them.', {
        version: 'stale',
      });
    if (organisationDescription !== current.organisationDescription)
      await repository.saveDescription(trx, organisationId, organisationDescription);
    return { ...stored, organisationDescription };
  });
}
