import {
  AuditLogType,
  deliveryOfferRepeatWindowMs,
  findDeliveryOfferRefusal,
  requestedProvidersOf,
  RefusedError,
  type AuditNote,
  type Caller,
  type DeliveryOfferResult,
  type StoredItem,
  type TransportProvider,
} from '@dealer/domain';
import type { deliveryOfferRequestSchema } from '@dealer/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { runItemCommand, type ItemCommand } from '../items/item-pipeline.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { afterSaleRepository as repository } from './after-sale.repository.js';
import {
  postTransportRequest,
  queueTransportMail,
  transportTargetOf,
  type TransportRequest,
} from './transport-providers.js';

type Request = z.output<typeof deliveryOfferRequestSchema>;
type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs' | 'config'>;

const sentAudit = {
  makinen: AuditLogType.DeliveryOfferRequestSentMakinen,
  sjoberg: AuditLogType.DeliveryOfferRequestSentSjoberg,
} as const;

/**
 * Spec 2: a location the buyer picked, else the buyer's delivery settings' location (read through
 * the settings area's one reader, so both agree on what the settings say), else the winning bid's
 * office.
 */
async function findDeliveryLocation(db: Db, item: StoredItem, requested: number | null) {
  const buyerId = item.winnerOrganisationId!;
  if (requested !== null) {
    const location = await repository.findDeliveryLocation(db, buyerId, requested);
    if (!location)
      throw RefusedError.rule('Not a delivery location of yours.', {
        buyerDeliveryLocationId: 'invalid_option',
      });
    return location;
  }
  const settings = await settingsRepository.deliverySettingsOf(db, buyerId);
  // Organisation spec 3: DefaultDeliveryLocation 20 means the saved default location.
  if (settings.defaultDeliveryLocationType === 20 && settings.defaultDeliveryLocation)
    return settings.defaultDeliveryLocation;
  const bid = item.winningBidId ? await repository.findWinningBid(db, item.winningBidId) : null;
  const office = bid?.officeId ? await repository.findOffice(db, bid.officeId) : null;
  return office ? { ...office, id: null } : null;
}

async function transportRequestOf(
  db: Db,
  item: StoredItem,
  request: Request,
  publicUrl: string | undefined,
): Promise<{ message: TransportRequest; deliveryLocationId: number | null }> {
  const [buyer, pickup, delivery] = await Promise.all([
    repository.findOrganisation(db, item.winnerOrganisationId!),
    item.locationId ? repository.findLocation(db, item.locationId) : undefined,
    findDeliveryLocation(db, item, request.buyerDeliveryLocationId ?? null),
  ]);
  const address = (location: typeof pickup | typeof delivery) =>
    location
      ? {
          name: location.name,
          streetAddress: location.streetAddress,
          postalAreaCode: location.postalAreaCode,
          postOfficeName: location.postOfficeName,
        }
      : null;
  return {
    deliveryLocationId: delivery?.id ?? null,
    message: {
      auctionItemId: item.id,
      item: {
        licenseNumber: item.licenseNumber,
        make: item.make,
        model: item.model,
        vehicleIdentificationNumber: item.vehicleIdentificationNumber,
        link: publicUrl ? new URL(`/ilmoitukset/${item.id}`, publicUrl).toString() : null,
      },
      pickupLocation: address(pickup),
      deliveryLocation: address(delivery),
      buyer: {
        organisationName: buyer?.name ?? '',
        name: request.buyerName,
        phoneNumber: request.buyerPhonenumber ?? null,
        emailAddress: request.buyerEmailAddress,
      },
    },
  };
}

interface Pending {
  requestId: number;
  provider: TransportProvider;
  url: string;
  message: TransportRequest;
}

/**
 * POST DeliveryOfferRequest, first step (spec 3): the winning buyer's request is checked, stored
 * per provider and audited; e-mail providers get their mail queued in this transaction, HTTP
 * providers are asked after the commit (never while the item is locked).
 */
const createDeliveryOfferRequest = (
  caller: Caller,
  request: Request,
  config: Ctx['config'],
): ItemCommand<{ result: DeliveryOfferResult; pending: Pending[] }> => ({
  action: 'buy',
  async run({ trx, item, now }) {
    const refusal = findDeliveryOfferRefusal(caller, item, now);
    if (refusal) throw new RefusedError(refusal);
    const asked = requestedProvidersOf(request);
    const since = new Date(now.getTime() - deliveryOfferRepeatWindowMs);
    const repeated = (await repository.findRecentProviders(trx, item.id, since)).filter((p) =>
      asked.includes(p),
    );
    if (repeated.length > 0)
      throw RefusedError.with(
        'too_many',
        'too_many_requests',
        'A delivery offer was already asked of this provider for this item within the hour.',
        Object.fromEntries(repeated.map((provider) => [provider, 'repeated_within_hour'])),
      );
    const { message, deliveryLocationId } = await transportRequestOf(
      trx,
      item,
      request,
      config.PUBLIC_URL,
    );
    const result: DeliveryOfferResult = { makinenSuccess: false, sjobergSuccess: false };
    const pending: Pending[] = [];
    const audit: AuditNote[] = [
      { type: AuditLogType.DeliveryOfferRequestCreated, description: asked.join(', ') },
    ];
    for (const provider of asked) {
      const target = transportTargetOf(config, provider);
      const isQueued = target.kind === 'email';
      if (target.kind === 'email') await queueTransportMail(trx, target.address, message, now);
      const requestId = await repository.insertDeliveryRequest(trx, {
        auctionItemId: item.id,
        organisationId: caller.organisationId!,
        userId: caller.userId,
        provider,
        buyerName: request.buyerName,
        buyerPhoneNumber: request.buyerPhonenumber ?? null,
        buyerEmailAddress: request.buyerEmailAddress,
        deliveryLocationId,
        isSuccess: target.kind === 'http' ? null : isQueued,
        createdAt: now,
      });
      if (isQueued) {
        result[`${provider}Success`] = true;
        audit.push({ type: sentAudit[provider], description: 'E-mail queued' });
      }
      if (target.kind === 'http') pending.push({ requestId, provider, url: target.url, message });
    }
    return { audit, value: { result, pending } };
  },
});

/** Second step: each HTTP provider's answer recorded (a failure may be asked again at once). */
const recordProviderAnswers = (
  answers: Array<{ requestId: number; provider: TransportProvider; isSuccess: boolean }>,
): ItemCommand<void> => ({
  action: 'buy',
  async run({ trx }) {
    for (const answer of answers)
      await repository.markDeliveryRequest(trx, answer.requestId, answer.isSuccess);
    return {
      audit: answers
        .filter((answer) => answer.isSuccess)
        .map((answer) => ({ type: sentAudit[answer.provider], description: 'HTTP request sent' })),
      value: undefined,
    };
  },
});

/** POST DeliveryOfferRequest: one success flag per provider (spec 3). */
export async function requestDeliveryOffer(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
  request: Request,
): Promise<DeliveryOfferResult> {
  const { result, pending } = await runItemCommand(
    ctx,
    caller,
    itemId,
    createDeliveryOfferRequest(caller, request, ctx.config),
  );
  if (pending.length === 0) return result;
  const answers = await Promise.all(
    pending.map(async ({ requestId, provider, url, message }) => ({
      requestId,
      provider,
      isSuccess: await postTransportRequest(url, message, ctx.config.TRANSPORT_HTTP_TIMEOUT_MS),
    })),
  );
  await runItemCommand(ctx, caller, itemId, recordProviderAnswers(answers));
  for (const answer of answers) result[`${answer.provider}Success`] = answer.isSuccess;
  return result;
}
