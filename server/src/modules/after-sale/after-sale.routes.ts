import { afterSaleApi, RefusedError } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { runItemCommand } from '../items/item-pipeline.js';
import { requestDeliveryOffer } from './delivery-offer.commands.js';
import { findInvoiceData, saveInvoiceNumber } from './invoice.service.js';
import { findPaymentDeliveryDetails } from './payment-details.service.js';
import { sendSalesBrochure } from './sales-brochure.service.js';

const tags = ['After the sale'];

/** Payment and delivery, invoice, delivery offers and the sales brochure (spec 2, 3, 7). */
export const afterSaleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  serveEndpoint(
    app,
    afterSaleApi.paymentDeliveryDetails,
    {
      tags,
      summary: "Payment and delivery details of a won item: the winner's and the auctioneer's",
      description: '404 for anyone but the winning organisation and the auctioneer.',
    },
    (request) => findPaymentDeliveryDetails(ctx, callerOf(request), request.params.itemId),
  );

  serveEndpoint(
    app,
    afterSaleApi.invoice,
    {
      tags,
      summary: 'What the invoice view prints (the auctioneer and platform admins)',
      description: '422 rule_broken (auctionItemId: no_winner) for an item without a winner.',
    },
    (request) => findInvoiceData(ctx, callerOf(request), request.params.itemId),
  );

  serveEndpoint(
    app,
    afterSaleApi.saveInvoiceNumber,
    {
      tags,
      summary: 'Save the invoice number: the deal is invoiced from then on',
      description: 'Saving again replaces the number. Audited.',
    },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        saveInvoiceNumber(callerOf(request), request.body),
      ),
  );

  serveEndpoint(
    app,
    afterSaleApi.deliveryOfferRequest,
    {
      tags,
      summary: 'Ask the transport providers for delivery offers (the winning buyer)',
      description:
        'Answers one success flag per provider. 429 too_many_requests (fields name the provider) when the same provider was asked for the item within the hour.',
    },
    (request) => {
      if (request.body.auctionItemId !== request.params.itemId)
        throw RefusedError.invalid('auctionItemId must be the item of the path.', {
          auctionItemId: 'mismatch',
        });
      return requestDeliveryOffer(ctx, callerOf(request), request.params.itemId, request.body);
    },
  );

  serveEndpoint(
    app,
    afterSaleApi.salesBrochure,
    {
      tags,
      summary: "Mail the item's sales brochure (PDF) to the caller's own e-mail",
      description: '422 for drafts and ended items.',
    },
    (request) => sendSalesBrochure(ctx, callerOf(request), request.params.itemId),
  );
};
