import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { endDueAuctions } from '../bidding/ending.commands.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

/** A transport provider's HTTP endpoint: answers with `status` and keeps what it was sent. */
const provider = { status: 500, received: [] as unknown[] };
const providerServer = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    provider.received.push(JSON.parse(body));
    response.writeHead(provider.status).end();
  });
});
beforeAll(() => new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => providerServer.close(() => resolve())));

describe.each(backends)(
  'after the sale: payment details, invoice, delivery offers (%s)',
  (backend) => {
    let t: TestContext;
    let seller: string;
    let buyer: string;
    let trader: string;
    let probuyer: string;
    let admin: string;
    let sellerOrganisation: number;
    let vaihtoautot: number;
    let autokauppa: number;

    beforeEach(async () => {
      const { port } = providerServer.address() as AddressInfo;
      t = await createTestContext(backend, {
        TRANSPORT_MAKINEN_TARGET: `http://127.0.0.1:${port}/offers`,
        TRANSPORT_SJOBERG_TARGET: 'mailto:tarjoukset@sjoberg.example',
        PUBLIC_URL: 'https://huutokauppa.example',
      });
      t.clock.set(now);
      provider.status = 500;
      provider.received.length = 0;
      sellerOrganisation = await organisationIdOf(t.db, 'Demo Autotalo Oy');
      vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
      autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
      seller = await t.signIn('seller@demo.test');
      buyer = await t.signIn('buyer@demo.test');
      trader = await t.signIn('trader@demo.test');
      probuyer = await t.signIn('probuyer@demo.test');
      admin = await t.signIn('admin@demo.test');
      await t.db
        .updateTable('organisationSettings')
        .set({
          iban: 'FI21 1234 5600 0007 85',
          bic: 'NDEAFIHH',
          organisationPhoneNumber: '+358 9 1',
        })
        .where('organisationId', '=', sellerOrganisation)
        .execute();
    });
    afterEach(() => t.close());

    const request = (
      method: 'GET' | 'POST',
      cookie: string | null,
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/AuctionItems${url}`,
        headers: cookie ? { cookie } : {},
        ...(payload ? { payload } : {}),
      });
    const pickupLocationId = async () =>
      (
        await t.db
          .selectFrom('organisationLocations')
          .select('id')
          .where('organisationId', '=', sellerOrganisation)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const officeOf = async (organisationId: number) =>
      (
        await t.db
          .selectFrom('offices')
          .select('id')
          .where('organisationId', '=', organisationId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;

    /** An express item that ends in an hour; buyer@ (Vaihtoautot) wins over trader@ unless told. */
    async function wonItem(values: Record<string, unknown> = {}, bids = true) {
      const itemId = await insertItem(t.db, {
        organisationId: sellerOrganisation,
        startTime: at(-48),
        endTime: at(1),
        fixedEndTime: true,
        startPrice: 1000,
        minimumRaise: 100,
        commissionFee: 150,
        trailerTransportable: true,
        locationId: await pickupLocationId(),
        createdBy: await userIdOf(t.db, 'seller@demo.test'),
        ...values,
      });
      if (bids) {
        const bid = (cookie: string, organisationId: number, price: number, officeId: number) =>
          request('POST', cookie, `/${itemId}/Bid`, {
            auctionItemId: itemId,
            price,
            organisationId,
            officeId,
          });
        expect((await bid(trader, autokauppa, 1100, await officeOf(autokauppa))).statusCode).toBe(
          200,
        );
        expect((await bid(buyer, vaihtoautot, 1200, await officeOf(vaihtoautot))).statusCode).toBe(
          200,
        );
      }
      return itemId;
    }
    async function end() {
      t.clock.set(at(1));
      await endDueAuctions(t);
    }

    describe('GET paymentdeliverydetails (spec 2)', () => {
      it('shows the winner and the auctioneer the settings and the winning bid; 404 for all others', async () => {
        await t.db
          .insertInto('organisationSettings')
          .values({
            organisationId: vaihtoautot,
            registrationCertificateNotRequired: true,
            registrationCertificateEmailAddress: 'rekisteri@vaihtoautot.example',
            invoicingAddress: 'PL 12, 33100 Tampere',
            eInvoicingOperator: 'OKOYFIHH',
            invoicingMethod: 'e-invoice',
          })
          .execute();
        const itemId = await wonItem();
        // Not ended yet: nobody has payment details.
        expect((await request('GET', buyer, `/${itemId}/paymentdeliverydetails`)).statusCode).toBe(
          404,
        );
        await end();
        for (const cookie of [seller, buyer]) {
          const response = await request('GET', cookie, `/${itemId}/paymentdeliverydetails`);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({
            auctionItemId: itemId,
            price: 1200,
            commissionFee: 150,
            totalCents: 135_000,
            endedAuctionItemBuyerInfo: {
              registrationCertificateNotRequired: true,
              registrationCertificateEmailAddress: 'rekisteri@vaihtoautot.example',
              organisationName: 'Demo Vaihtoautot Oy',
              buyerOffice: { name: 'Tampere, Hatanpää' },
              invoicingAddress: {
                invoicingAddress: 'PL 12, 33100 Tampere',
                eInvoicingOperator: 'OKOYFIHH',
                invoicingMethod: 'e-invoice',
              },
              buyerUser: {
                fullName: 'Bengt Lindqvist',
                phoneNumber: '+358 40 123 4502',
                emailAddress: 'buyer@demo.test',
              },
            },
            endedAuctionItemAuctioneerInfo: {
              organisationName: 'Demo Autotalo Oy',
              iban: 'FI21 1234 5600 0007 85',
              bic: 'NDEAFIHH',
              phoneNumber: '+358 9 1',
              paymentInstructions: expect.stringContaining('tilisiirtona'),
            },
            pickup: { pickUpDescription: expect.stringContaining('Nouto') },
          });
        }
        for (const cookie of [trader, probuyer, admin]) {
          const response = await request('GET', cookie, `/${itemId}/paymentdeliverydetails`);
          expect([response.statusCode, response.json().error.code]).toEqual([404, 'not_found']);
        }
        expect((await request('GET', null, `/${itemId}/paymentdeliverydetails`)).statusCode).toBe(
          401,
        );
      });

      it('has no pickup for an item that does not fit a trailer, or a location without pickup', async () => {
        const itemId = await wonItem({ trailerTransportable: false });
        await end();
        expect(
          (await request('GET', buyer, `/${itemId}/paymentdeliverydetails`)).json().pickup,
        ).toBe(null);
        await t.db
          .updateTable('organisationLocations')
          .set({ pickUpEnabled: false })
          .where('id', '=', await pickupLocationId())
          .execute();
        await t.db
          .updateTable('auctionItems')
          .set({ trailerTransportable: true })
          .where('id', '=', itemId)
          .execute();
        expect(
          (await request('GET', buyer, `/${itemId}/paymentdeliverydetails`)).json().pickup,
        ).toBe(null);
      });
    });

    describe('invoice (spec 2)', () => {
      it('opens for the auctioneer and platform admins, and saving the number records "invoiced"', async () => {
        const itemId = await wonItem();
        expect((await request('GET', seller, `/${itemId}/invoice`)).json().error.fields).toEqual({
          auctionItemId: 'no_winner',
        });
        await end();
        for (const cookie of [seller, admin]) {
          const response = await request('GET', cookie, `/${itemId}/invoice`);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({
            price: 1200,
            commissionFee: 150,
            vatDeductable: true,
            seller: { name: 'Demo Autotalo Oy', businessIdentityCode: '2345678-0' },
            buyer: { name: 'Demo Vaihtoautot Oy' },
            iban: 'FI21 1234 5600 0007 85',
            bic: 'NDEAFIHH',
            invoiceNumber: null,
          });
        }
        for (const cookie of [buyer, trader, probuyer]) {
          expect((await request('GET', cookie, `/${itemId}/invoice`)).statusCode).toBe(404);
        }
        expect((await request('GET', null, `/${itemId}/invoice`)).statusCode).toBe(401);

        // Saving: the buyer may not; the auctioneer does, again replaces; audited.
        expect(
          (await request('POST', buyer, `/${itemId}/invoice`, { invoiceNumber: 'X' })).statusCode,
        ).toBe(403);
        expect(
          (await request('POST', seller, `/${itemId}/invoice`, { invoiceNumber: '' })).statusCode,
        ).toBe(400);
        const saved = await request('POST', seller, `/${itemId}/invoice`, {
          invoiceNumber: '2026-17',
        });
        expect(saved.json()).toEqual({ invoiceNumber: '2026-17', invoicedAt: at(1).toISOString() });
        expect(
          (await request('POST', admin, `/${itemId}/invoice`, { invoiceNumber: '2026-18' }))
            .statusCode,
        ).toBe(200);
        expect(
          await t.db
            .selectFrom('auctionItemInvoices')
            .select(['invoiceNumber'])
            .where('auctionItemId', '=', itemId)
            .execute(),
        ).toEqual([{ invoiceNumber: '2026-18' }]);
        expect((await request('GET', seller, `/${itemId}/invoice`)).json().invoiceNumber).toBe(
          '2026-18',
        );
        const audit = await t.db
          .selectFrom('auditLog')
          .select(['auditLogType', 'actorType'])
          .where('auctionItemId', '=', itemId)
          .where('auditLogType', '=', 110)
          .orderBy('id')
          .execute();
        expect(audit).toEqual([
          { auditLogType: 110, actorType: 2 },
          { auditLogType: 110, actorType: 1 },
        ]);
      });

      it('is refused for an ended item without bids (422)', async () => {
        const itemId = await wonItem({}, false);
        await end();
        const response = await request('GET', seller, `/${itemId}/invoice`);
        expect([response.statusCode, response.json().error.code]).toEqual([422, 'rule_broken']);
        expect(
          (await request('POST', seller, `/${itemId}/invoice`, { invoiceNumber: '1' })).statusCode,
        ).toBe(422);
      });
    });

    describe('POST DeliveryOfferRequest (spec 3)', () => {
      const offer = (itemId: number, change: Record<string, unknown> = {}) => ({
        auctionItemId: itemId,
        buyerName: 'Bengt Lindqvist',
        buyerPhonenumber: '+358 40 123 4502',
        buyerEmailAddress: 'bengt@vaihtoautot.example',
        deliveryOfferRequestMakinen: true,
        deliveryOfferRequestSjoberg: true,
        ...change,
      });

      it('asks each provider through its adapter, answers a flag each, and refuses a repeat within the hour', async () => {
        const { id: deliveryLocationId } = await t.db
          .insertInto('organisationLocations')
          .values({
            organisationId: vaihtoautot,
            name: 'Vaihtoautot varasto',
            streetAddress: 'Varastokatu 3',
            postalAreaCode: '33900',
            postOfficeName: 'Tampere',
            locationPurpose: 30,
            locationType: 20,
            deliveryEnabled: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('organisationSettings')
          .values({
            organisationId: vaihtoautot,
            defaultDeliveryLocationType: 20,
            defaultDeliveryLocationId: deliveryLocationId,
          })
          .execute();
        const itemId = await wonItem();
        expect(
          (await request('POST', buyer, `/${itemId}/DeliveryOfferRequest`, offer(itemId)))
            .statusCode,
        ).toBe(404);
        await end();

        // Makinen's endpoint fails, Sjöberg's mail is queued.
        const first = await request(
          'POST',
          buyer,
          `/${itemId}/DeliveryOfferRequest`,
          offer(itemId),
        );
        expect(first.json()).toEqual({ makinenSuccess: false, sjobergSuccess: true });
        expect(provider.received).toEqual([
          expect.objectContaining({
            auctionItemId: itemId,
            item: expect.objectContaining({
              licenseNumber: 'TST-1',
              link: `https://huutokauppa.example/ilmoitukset/${itemId}`,
            }),
            pickupLocation: expect.objectContaining({ postOfficeName: 'Helsinki' }),
            deliveryLocation: {
              name: 'Vaihtoautot varasto',
              streetAddress: 'Varastokatu 3',
              postalAreaCode: '33900',
              postOfficeName: 'Tampere',
            },
            buyer: {
              organisationName: 'Demo Vaihtoautot Oy',
              name: 'Bengt Lindqvist',
              phoneNumber: '+358 40 123 4502',
              emailAddress: 'bengt@vaihtoautot.example',
            },
          }),
        ]);
        const mails = await t.db
          .selectFrom('mailOutbox')
          .select(['toAddress', 'subject', 'body'])
          .where('kind', '=', 'delivery_offer_request')
          .execute();
        expect(mails).toEqual([
          {
            toAddress: 'tarjoukset@sjoberg.example',
            subject: 'Kuljetustarjouspyyntö: TST-1 Skoda Octavia',
            body: expect.stringContaining(
              'Toimituspaikka: Vaihtoautot varasto, Varastokatu 3, 33900 Tampere',
            ),
          },
        ]);

        // Sjöberg again within the hour: refused; Makinen failed, so it may be asked again.
        const repeat = await request(
          'POST',
          buyer,
          `/${itemId}/DeliveryOfferRequest`,
          offer(itemId),
        );
        expect([repeat.statusCode, repeat.json().error]).toEqual([
          429,
          expect.objectContaining({
            code: 'too_many_requests',
            fields: { sjoberg: 'repeated_within_hour' },
          }),
        ]);
        provider.status = 200;
        const makinenAgain = await request(
          'POST',
          buyer,
          `/${itemId}/DeliveryOfferRequest`,
          offer(itemId, { deliveryOfferRequestSjoberg: false }),
        );
        expect(makinenAgain.json()).toEqual({ makinenSuccess: true, sjobergSuccess: false });
        t.clock.set(at(2.01));
        expect(
          (await request('POST', buyer, `/${itemId}/DeliveryOfferRequest`, offer(itemId))).json(),
        ).toEqual({ makinenSuccess: true, sjobergSuccess: true });

        const audit = await t.db
          .selectFrom('auditLog')
          .select('auditLogType')
          .where('auctionItemId', '=', itemId)
          .where('auditLogType', 'in', [112, 113, 114])
          .orderBy('id')
          .execute();
        expect(audit.map((row) => row.auditLogType)).toEqual([112, 114, 112, 113, 112, 114, 113]);
      });

      it('is only for the winning buyer, with a valid request', async () => {
        const itemId = await wonItem();
        await end();
        expect(
          (await request('POST', trader, `/${itemId}/DeliveryOfferRequest`, offer(itemId)))
            .statusCode,
        ).toBe(404);
        expect(
          (await request('POST', probuyer, `/${itemId}/DeliveryOfferRequest`, offer(itemId)))
            .statusCode,
        ).toBe(404);
        expect(
          (await request('POST', seller, `/${itemId}/DeliveryOfferRequest`, offer(itemId)))
            .statusCode,
        ).toBe(403);
        expect(
          (await request('POST', admin, `/${itemId}/DeliveryOfferRequest`, offer(itemId)))
            .statusCode,
        ).toBe(404);
        expect(
          (await request('POST', null, `/${itemId}/DeliveryOfferRequest`, offer(itemId)))
            .statusCode,
        ).toBe(401);
        for (const bad of [
          { buyerName: '' },
          { buyerEmailAddress: 'bengt@' },
          { deliveryOfferRequestMakinen: false, deliveryOfferRequestSjoberg: false },
        ]) {
          const response = await request(
            'POST',
            buyer,
            `/${itemId}/DeliveryOfferRequest`,
            offer(itemId, bad),
          );
          expect(response.statusCode).toBe(400);
        }
        // Without delivery settings the winning bid's office is the delivery location.
        provider.status = 200;
        await request('POST', buyer, `/${itemId}/DeliveryOfferRequest`, offer(itemId));
        expect(provider.received).toEqual([
          expect.objectContaining({
            deliveryLocation: expect.objectContaining({ name: 'Tampere, Hatanpää' }),
          }),
        ]);
      });

      it("takes the delivery location from the buyer's delivery settings, else the winning bid's office", async () => {
        const location = (name: string, deliveryEnabled: boolean) =>
          t.db
            .insertInto('organisationLocations')
            .values({
              organisationId: vaihtoautot,
              name,
              streetAddress: 'Varastokatu 3',
              postalAreaCode: '33900',
              postOfficeName: 'Tampere',
              locationPurpose: 30,
              locationType: 20,
              deliveryEnabled,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        // A delivery location exists, but the settings say "default location" without naming one:
        // the settings give no location, so the winning bid's office is used.
        await location('Muu varasto', true);
        await t.db
          .insertInto('organisationSettings')
          .values({ organisationId: vaihtoautot, defaultDeliveryLocationType: 20 })
          .execute();
        provider.status = 200;
        const items = [await wonItem(), await wonItem()];
        await end();
        const delivered = async () => {
          const itemId = items.shift()!;
          provider.received.length = 0;
          await request('POST', buyer, `/${itemId}/DeliveryOfferRequest`, offer(itemId));
          return (provider.received[0] as { deliveryLocation: { name: string } | null })
            .deliveryLocation?.name;
        };
        expect(await delivered()).toBe('Tampere, Hatanpää');

        // The settings name a location: it is the delivery location.
        const { id } = await location('Oletusvarasto', true);
        await t.db
          .updateTable('organisationSettings')
          .set({ defaultDeliveryLocationId: id })
          .where('organisationId', '=', vaihtoautot)
          .execute();
        expect(await delivered()).toBe('Oletusvarasto');
      });
    });
  },
);
