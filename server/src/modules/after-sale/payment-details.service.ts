import {
  findPaymentDetailsRefusal,
  landedCostOf,
  RefusedError,
  taxTreatmentOf,
  type Caller,
  type PaymentDeliveryDetails,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { afterSaleRepository as repository } from './after-sale.repository.js';
import { findAfterSaleItem, salePriceOf } from './after-sale-reads.js';

/** GET paymentdeliverydetails (spec 2, 7): the winner's and the auctioneer's, from settings. */
export async function findPaymentDeliveryDetails(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller,
  itemId: number,
): Promise<PaymentDeliveryDetails> {
  const { item, relation, now } = await findAfterSaleItem(ctx, caller, itemId);
  const refusal = findPaymentDetailsRefusal(caller, relation, item, now);
  if (refusal) throw new RefusedError(refusal);
  const [buyer, seller, bid, location] = await Promise.all([
    repository.findOrganisation(ctx.db, item.winnerOrganisationId!),
    repository.findOrganisation(ctx.db, item.organisationId),
    item.winningBidId ? repository.findWinningBid(ctx.db, item.winningBidId) : undefined,
    item.locationId ? repository.findLocation(ctx.db, item.locationId) : undefined,
  ]);
  if (!buyer || !seller) throw RefusedError.notFound('No such organisation.');
  const office = bid?.officeId ? await repository.findOffice(ctx.db, bid.officeId) : undefined;
  const price = salePriceOf(item);
  const cost = landedCostOf({
    price,
    commissionFee: item.commissionFee,
    taxTreatment: taxTreatmentOf(item),
    endedAt: item.endedAt ?? item.end,
  });
  return {
    auctionItemId: item.id,
    price,
    commissionFee: item.commissionFee ?? 0,
    totalCents: cost.totalCents,
    endedAuctionItemBuyerInfo: {
      registrationCertificateNotRequired: buyer.registrationCertificateNotRequired ?? false,
      registrationCertificateEmailAddress: buyer.registrationCertificateEmailAddress ?? null,
      organisationName: buyer.name,
      businessIdentityCode: buyer.businessIdentityCode,
      buyerOffice: office ?? null,
      invoicingAddress: {
        invoicingAddress: buyer.invoicingAddress ?? null,
        eInvoicingOperator: buyer.eInvoicingOperator ?? null,
        invoicingMethod: buyer.invoicingMethod ?? null,
      },
      buyerUser:
        bid?.email && bid.firstName !== null
          ? {
              fullName: `${bid.firstName} ${bid.lastName ?? ''}`.trim(),
              phoneNumber: bid.phoneNumber ?? null,
              emailAddress: bid.email,
            }
          : null,
    },
    endedAuctionItemAuctioneerInfo: {
      organisationName: seller.name,
      paymentInstructions: seller.paymentInstructions ?? null,
      bic: seller.bic ?? null,
      iban: seller.iban ?? null,
      phoneNumber: seller.organisationPhoneNumber ?? seller.phoneNumber ?? null,
      emailAddress: seller.organisationEmailAddress ?? seller.emailAddress ?? null,
    },
    // Spec 2: pickup only when the location allows it and the item fits a trailer.
    pickup:
      location && location.pickUpEnabled && item.trailerTransportable === true
        ? {
            name: location.name,
            streetAddress: location.streetAddress,
            postalAreaCode: location.postalAreaCode,
            postOfficeName: location.postOfficeName,
            pickUpDescription: location.pickUpDescription,
          }
        : null,
  };
}
