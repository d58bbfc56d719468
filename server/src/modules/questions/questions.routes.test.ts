import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { listen } from '../../../test/hub-listener.js';
import { plainTextOf, startSmtpPeer } from '../../../test/smtp-peer.js';
import { deliverQueuedMail } from '../mail/mail-outbox.js';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);
const xss = '<img src=x onerror="alert(1)">';

describe.each(backends)('questions and answers (%s)', (backend) => {
  let t: TestContext;
  let autotalo: number;
  let vaihtoautot: number;
  let autokauppa: number;
  let seller: string;
  let buyer: string;
  let trader: string;
  let admin: string;

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    trader = await t.signIn('trader@demo.test');
    admin = await t.signIn('admin@demo.test');
  });
  afterEach(() => t.close());

  const item = async (values: Record<string, unknown> = {}) => {
    const itemId = await insertItem(t.db, {
      organisationId: autotalo,
      startTime: at(-24),
      endTime: at(24),
      startPrice: 1000,
      ...values,
    });
    for (const email of ['seller@demo.test', 'dual@demo.test'])
      await t.db
        .insertInto('auctionItemResponsiblePersons')
        .values({ auctionItemId: itemId, userId: await userIdOf(t.db, email), showInAuction: true })
        .execute();
    return itemId;
  };
  const send = (cookie: string | null, itemId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Messages/${itemId}/AuctionItemMessage`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const messages = async (cookie: string, itemId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/AuctionItems/${itemId}/messages`,
        headers: { cookie },
      })
    ).json<Array<Record<string, unknown>>>();
  const written = async (itemId: number) =>
    (
      await t.db
        .selectFrom('auctionItemMessages')
        .select('id')
        .where('auctionItemId', '=', itemId)
        .execute()
    ).length;
  const audit = async (itemId: number) =>
    (
      await t.db
        .selectFrom('auditLog')
        .select('auditLogType')
        .where('auctionItemId', '=', itemId)
        .orderBy('id')
        .execute()
    ).map((row) => row.auditLogType);

  it('a buyer asks, the auctioneer answers, and each sees the others as the rules say', async () => {
    const itemId = await item();
    const asked = await send(buyer, itemId, { organisationId: vaihtoautot, text: ` ${xss} ` });
    expect(asked.statusCode).toBe(200);
    const questionId = asked.json<{ id: number }>().id;
    const second = await send(trader, itemId, { organisationId: autokauppa, text: 'Huollot?' });
    expect(second.statusCode).toBe(200);
    const answered = await send(seller, itemId, {
      organisationId: autotalo,
      text: 'Kyllä, leimat kirjassa.',
      auctionMessageId: questionId,
    });
    expect(answered.statusCode).toBe(200);
    expect(await audit(itemId)).toEqual([121, 121, 122]);

    // The asker sees their own name; others are numbers, stable per item (order of first writing).
    const buyerView = await messages(buyer, itemId);
    expect(buyerView).toMatchObject([
      {
        text: xss,
        isMyMessage: true,
        userName: 'Bengt Lindqvist',
        anonymizedUserNumber: null,
        auctionMessageId: null,
      },
      { text: 'Huollot?', isMyMessage: false, userName: null, anonymizedUserNumber: 2 },
      {
        text: 'Kyllä, leimat kirjassa.',
        userName: null,
        anonymizedUserNumber: 3,
        organisationName: 'Demo Autotalo Oy',
        auctionMessageId: questionId,
      },
    ]);
    const traderView = await messages(trader, itemId);
    expect(traderView[0]).toMatchObject({
      userName: null,
      anonymizedUserNumber: 1,
      organisationName: null,
    });
    expect(traderView[1]).toMatchObject({ userName: 'Tiina Virtanen', isMyMessage: true });
    const sellerView = await messages(seller, itemId);
    expect(sellerView.map((message) => message.anonymizedUserNumber)).toEqual([1, 2, null]);
    expect(sellerView[2]).toMatchObject({ userName: 'Sanna Myllymäki', isMyMessage: true });

    // One message in detail, for the organisation the caller acts for only.
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/Messages/${questionId}/organisation/${autokauppa}`,
      headers: { cookie: trader },
    });
    expect(one.json()).toMatchObject({ id: questionId, anonymizedUserNumber: 1 });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/Messages/${questionId}/organisation/${vaihtoautot}`,
      headers: { cookie: trader },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses what the rules forbid, and writes nothing', async () => {
    const itemId = await item();
    const ended = await item({ startTime: at(-48), endTime: at(-1) });
    const closed = await item({ questionsAllowed: false });
    const draft = await item({ status: 0 });
    const { id: questionId } = (
      await send(buyer, itemId, { organisationId: vaihtoautot, text: 'Kysymys' })
    ).json<{ id: number }>();
    const before = await written(itemId);
    const cases: Array<[string, string | null, number, object, number, string]> = [
      [
        'signed out',
        null,
        itemId,
        { organisationId: vaihtoautot, text: 'x' },
        401,
        'unauthenticated',
      ],
      [
        'empty text',
        buyer,
        itemId,
        { organisationId: vaihtoautot, text: '   ' },
        400,
        'validation_failed',
      ],
      [
        'over 1000 characters',
        buyer,
        itemId,
        { organisationId: vaihtoautot, text: 'a'.repeat(1001) },
        400,
        'validation_failed',
      ],
      [
        'the auctioneer asking',
        seller,
        itemId,
        { organisationId: autotalo, text: 'x' },
        403,
        'forbidden',
      ],
      [
        'a platform admin asking',
        admin,
        itemId,
        { organisationId: autotalo, text: 'x' },
        404,
        'not_found',
      ],
      [
        'for another organisation',
        buyer,
        itemId,
        { organisationId: autokauppa, text: 'x' },
        403,
        'forbidden',
      ],
      [
        'a buyer answering',
        trader,
        itemId,
        { organisationId: autokauppa, text: 'x', auctionMessageId: questionId },
        403,
        'forbidden',
      ],
      [
        'an answer to an answer',
        seller,
        itemId,
        { organisationId: autotalo, text: 'x', auctionMessageId: -1 },
        400,
        'validation_failed',
      ],
      [
        'an answer to no question',
        seller,
        itemId,
        { organisationId: autotalo, text: 'x', auctionMessageId: 999999 },
        422,
        'rule_broken',
      ],
      [
        'a question on an ended item',
        buyer,
        ended,
        { organisationId: vaihtoautot, text: 'x' },
        422,
        'rule_broken',
      ],
      [
        'a question where none are taken',
        buyer,
        closed,
        { organisationId: vaihtoautot, text: 'x' },
        422,
        'rule_broken',
      ],
      [
        'a question on a draft',
        buyer,
        draft,
        { organisationId: vaihtoautot, text: 'x' },
        404,
        'not_found',
      ],
    ];
    for (const [name, cookie, target, payload, status, code] of cases) {
      const response = await send(cookie, target, payload);
      expect({ name, status: response.statusCode, code: response.json().error?.code }).toEqual({
        name,
        status,
        code,
      });
    }
    expect(await written(itemId)).toBe(before);
    for (const other of [ended, closed, draft]) expect(await written(other)).toBe(0);

    // An answer links to a question, not to another answer; and none once the item has ended.
    const { id: answerId } = (
      await send(seller, itemId, {
        organisationId: autotalo,
        text: 'Vastaus',
        auctionMessageId: questionId,
      })
    ).json<{ id: number }>();
    const onAnswer = await send(seller, itemId, {
      organisationId: autotalo,
      text: 'x',
      auctionMessageId: answerId,
    });
    expect(onAnswer.json().error).toMatchObject({
      code: 'rule_broken',
      fields: { auctionMessageId: 'not_a_question' },
    });
    t.clock.set(at(25));
    const late = await send(seller, itemId, {
      organisationId: autotalo,
      text: 'Myöhässä',
      auctionMessageId: questionId,
    });
    expect(late.statusCode).toBe(422);
    expect(await written(itemId)).toBe(before + 1);
  });

  it("mails the item's responsible salespeople, each in their language, markup as text", async () => {
    const itemId = await item({ licenseNumber: 'ABC-123' });
    await t.db
      .updateTable('users')
      .set({ locale: 'sv-se' })
      .where('email', '=', 'dual@demo.test')
      .execute();
    await send(buyer, itemId, { organisationId: vaihtoautot, text: xss });
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select(['toAddress', 'subject', 'body', 'kind'])
      .where('auctionItemId', '=', itemId)
      .orderBy('toAddress')
      .execute();
    expect(mails.map((mail) => [mail.toAddress, mail.kind])).toEqual([
      ['dual@demo.test', 'question'],
      ['seller@demo.test', 'question'],
    ]);
    expect(mails[0]!.subject).toContain('Ny fråga');
    expect(mails[1]!.subject).toContain('Uusi kysymys');
    expect(mails[1]!.body).toContain(xss);

    // Through a real SMTP server: each salesperson gets one plain-text mail, the markup as letters.
    const smtp = await startSmtpPeer();
    try {
      expect(await deliverQueuedMail(t, smtp.transport())).toBe(2);
      const received = smtp.messages.map((raw) => ({
        to: raw.match(/^To: (.*)$/m)?.[1],
        type: raw.match(/^Content-Type: ([^;\r\n]*)/m)?.[1],
        text: plainTextOf(raw),
      }));
      expect(received.map(({ to }) => to).sort()).toEqual(['dual@demo.test', 'seller@demo.test']);
      expect(received.every(({ type }) => type === 'text/plain')).toBe(true);
      const finnish = received.find(({ to }) => to === 'seller@demo.test')!;
      expect(finnish.text).toContain(xss);
      expect(finnish.text).toContain('ABC-123');
    } finally {
      await smtp.close();
    }
    expect(
      await t.db
        .selectFrom('mailOutbox')
        .select('sentAt')
        .where('auctionItemId', '=', itemId)
        .where('sentAt', 'is', null)
        .execute(),
    ).toHaveLength(0);
    // A refused question mails nobody.
    await send(trader, itemId, { organisationId: autokauppa, text: 'a'.repeat(1001) });
    expect(
      await t.db
        .selectFrom('mailOutbox')
        .select('id')
        .where('auctionItemId', '=', itemId)
        .execute(),
    ).toHaveLength(2);
  });

  it('mails only the salespeople whose notification settings want new questions', async () => {
    const itemId = await item();
    const save = (email: string, settings: object) =>
      userIdOf(t.db, email).then((userId) =>
        t.db
          .insertInto('userNotificationSettings')
          .values({
            userId,
            mainSwitch: true,
            outbid: true,
            won: true,
            itemEnded: true,
            newQuestion: true,
            questionAnswered: true,
            bidMachineExceeded: true,
            transportOffer: true,
            ...settings,
          })
          .execute(),
      );
    await save('seller@demo.test', { newQuestion: false });
    await send(buyer, itemId, { organisationId: vaihtoautot, text: 'Kysymys' });
    const recipients = async () =>
      (
        await t.db
          .selectFrom('mailOutbox')
          .select('toAddress')
          .where('auctionItemId', '=', itemId)
          .execute()
      ).map((mail) => mail.toAddress);
    expect(await recipients()).toEqual(['dual@demo.test']);
    // The main switch off silences every kind.
    await save('dual@demo.test', { mainSwitch: false });
    await send(buyer, itemId, { organisationId: vaihtoautot, text: 'Toinen kysymys' });
    expect(await recipients()).toEqual(['dual@demo.test']);
  });

  it('marks list rows: waiting questions for the seller, answers and added info for buyers', async () => {
    const itemId = await item();
    const row = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/AuctionItems', headers: { cookie } }))
        .json<Array<Record<string, unknown>>>()
        .find((one) => one.id === itemId)!;
    expect(await row(seller)).toMatchObject({
      hasUnansweredQuestions: false,
      hasOwnQuestion: false,
    });
    const { id } = (
      await send(buyer, itemId, { organisationId: vaihtoautot, text: 'Kysymys' })
    ).json<{ id: number }>();
    expect(await row(seller)).toMatchObject({ hasUnansweredQuestions: true, hasOwnQuestion: true });
    expect(await row(buyer)).toMatchObject({
      hasUnansweredQuestions: false,
      hasAnsweredQuestions: false,
      hasOwnQuestion: true,
    });
    expect(await row(trader)).toMatchObject({
      hasUnansweredQuestions: false,
      hasOwnQuestion: false,
    });
    await send(seller, itemId, { organisationId: autotalo, text: 'Vastaus', auctionMessageId: id });
    expect(await row(seller)).toMatchObject({ hasUnansweredQuestions: false });
    expect(await row(trader)).toMatchObject({
      hasAnsweredQuestions: true,
      hasAdditionalInfo: false,
    });

    // My items: the sell tab's question filter finds the items with a waiting question.
    await send(trader, itemId, { organisationId: autokauppa, text: 'Toinen' });
    const sellTab = (
      await t.app.inject({
        method: 'GET',
        url: `/api/AuctionItems/organisation/${autotalo}`,
        headers: { cookie: seller },
      })
    ).json<Array<Record<string, unknown>>>();
    expect(sellTab.find((one) => one.id === itemId)).toMatchObject({
      hasUnansweredQuestions: true,
      hasOwnQuestion: true,
      hasAnsweredQuestions: true,
    });
  });

  it('tells new questions and answers live only to those who may see the item', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A Pro item: the Pro buyer sees it, the ordinary buyer does not.
    const itemId = await item({ showInBasicAuction: false });
    const probuyer = await t.signIn('probuyer@demo.test');
    const konekauppa = await organisationIdOf(t.db, 'Demo Konekauppa Oy');
    const sellerHub = await listen(baseUrl, seller);
    const proHub = await listen(baseUrl, probuyer);
    const buyerHub = await listen(baseUrl, buyer);
    try {
      await buyerHub.next((frame) => frame.type === 'Hello');
      const { id } = (
        await send(probuyer, itemId, { organisationId: konekauppa, text: 'Onko talvirenkaat?' })
      ).json<{ id: number }>();
      const heard = await sellerHub.next((frame) => frame.type === 'NewAuctionItemMessage');
      expect(heard).toEqual({
        type: 'NewAuctionItemMessage',
        organisationId: autotalo,
        itemId,
        messageId: id,
        auctionMessageId: null,
        text: 'Onko talvirenkaat?',
        timestamp: now.toISOString(),
        anonymizedUserNumber: 1,
      });
      await send(seller, itemId, { organisationId: autotalo, text: 'On.', auctionMessageId: id });
      expect(
        await proHub.next(
          (frame) => frame.type === 'NewAuctionItemMessage' && frame.auctionMessageId === id,
        ),
      ).toMatchObject({ text: 'On.', anonymizedUserNumber: 2 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(buyerHub.frames.filter((frame) => frame.type === 'NewAuctionItemMessage')).toEqual([]);
    } finally {
      for (const hub of [sellerHub, proHub, buyerHub]) hub.socket.terminate();
    }
  });
});
