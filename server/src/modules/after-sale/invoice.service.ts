import {
  AuditLogType,
  findInvoiceRefusal,
  RefusedError,
  refreshEventOf,
  type Caller,
  type InvoiceData,
  type SaveInvoiceNumberRequest,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { ItemCommand } from '../items/item-pipeline.js';
import { afterSaleRepository as repository } from './after-sale.repository.js';
import { findAfterSaleItem, salePriceOf } from './after-sale-reads.js';

/** GET {itemId}/invoice: what the invoice view prints (the auctioneer and platform admins). */
export async function findInvoiceData(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller,
  itemId: number,
): Promise<InvoiceData> {
  const { item, relation, now } = await findAfterSaleItem(ctx, caller, itemId);
  const refusal = findInvoiceRefusal(caller, relation, item, now);
  if (refusal) throw new RefusedError(refusal);
  const [seller, buyer, office, invoice] = await Promise.all([
    repository.findOrganisation(ctx.db, item.organisationId),
    repository.findOrganisation(ctx.db, item.winnerOrganisationId!),
    item.officeId ? repository.findOffice(ctx.db, item.officeId) : undefined,
    repository.findInvoice(ctx.db, item.id),
  ]);
  if (!seller || !buyer) throw RefusedError.notFound('No such organisation.');
  const addressOf = (organisation: typeof seller) => ({
    name: organisation.name,
    streetAddress: organisation.streetAddress,
    postalAreaCode: organisation.postalAreaCode,
    postOfficeName: organisation.postOfficeName,
    businessIdentityCode: organisation.businessIdentityCode,
  });
  return {
    auctionItemId: item.id,
    licenseNumber: item.licenseNumber,
    make: item.make,
    model: item.model,
    modelYear: item.modelYear,
    mileage: item.mileage,
    vehicleIdentificationNumber: item.vehicleIdentificationNumber,
    endedAt: (item.endedAt ?? item.end).toISOString(),
    price: salePriceOf(item),
    commissionFee: item.commissionFee ?? 0,
    vatDeductable: item.vatDeductable,
    // Spec 2: the seller's office, or the organisation.
    seller: office
      ? { ...office, businessIdentityCode: seller.businessIdentityCode }
      : addressOf(seller),
    buyer: addressOf(buyer),
    iban: seller.iban ?? null,
    bic: seller.bic ?? null,
    invoiceNumber: invoice?.invoiceNumber ?? null,
    invoicedAt: invoice?.invoicedAt.toISOString() ?? null,
  };
}

/**
 * POST {itemId}/invoice: the invoice number saved; from then on the deal is invoiced (the admin's
 * confirmation fix is refused). An item command: audit and event in the same transaction.
 */
export const saveInvoiceNumber = (
  caller: Caller,
  request: SaveInvoiceNumberRequest,
): ItemCommand<{ invoiceNumber: string; invoicedAt: string }> => ({
  action: caller.isAdmin ? 'administer' : 'manage',
  async run({ trx, item, relation, now }) {
    const refusal = findInvoiceRefusal(caller, relation, item, now);
    if (refusal) throw new RefusedError(refusal);
    await repository.saveInvoice(trx, {
      auctionItemId: item.id,
      invoiceNumber: request.invoiceNumber,
      organisationId: item.organisationId,
      userId: caller.userId,
      invoicedAt: now,
    });
    return {
      audit: [
        {
          type: AuditLogType.InvoiceNumberSaved,
          description: `Invoice number ${request.invoiceNumber}`,
        },
      ],
      events: [refreshEventOf(item)],
      value: { invoiceNumber: request.invoiceNumber, invoicedAt: now.toISOString() },
    };
  },
});
