import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf } from '../../../test/item-factory.js';

const now = new Date('2026-11-23T10:00:00Z');
const hours = (value: number) => new Date(now.getTime() + value * 3_600_000);

/** A local stand-in for the model service: records what it was asked, answers three languages. */
async function fakeModelService(status = 200) {
  const asked: Array<{
    authorization?: string;
    body: { model: string; messages: Array<{ content: string }> };
  }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      const source = JSON.parse(JSON.parse(body).messages[1].content) as {
        tyreDescription: string;
      };
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [
            {
              message: {
                content: JSON.stringify({
                  'fi-fi': `Mallin tiivistelmä ${asked.length}: ${source.tyreDescription}`,
                  'en-gb': `Model summary ${asked.length}`,
                  'sv-se': `Modellens sammanfattning ${asked.length}`,
                }),
              },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(backends)('the AI summary (%s)', (backend) => {
  let t: TestContext;
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await t.close();
  });

  const itemOf = async (values: Record<string, unknown> = {}) =>
    insertItem(t.db, {
      organisationId: await organisationIdOf(t.db, 'Demo Autotalo Oy'),
      startTime: hours(-1),
      endTime: hours(24),
      tyreDescription: 'Nastarenkaat 6 mm',
      serviceDescription: 'Merkkihuollettu.',
      ...values,
    });
  const summary = async (cookie: string, itemId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/AuctionItems/${itemId}/ai-summary`,
        headers: { cookie },
      })
    ).json<{ writer: string; model: string | null; texts: Record<string, string> } | null>();

  it('asks the configured model service, stores its answer, and asks again when the text changes', async () => {
    const service = await fakeModelService();
    closers.push(service.close);
    t = await createTestContext(backend, {
      AI_SUMMARY_URL: service.url,
      AI_SUMMARY_KEY: 'test-key',
      AI_SUMMARY_MODEL: 'test-model',
    });
    t.clock.set(now);
    const buyer = await t.signIn('buyer@demo.test');
    const itemId = await itemOf();
    const first = await summary(buyer, itemId);
    expect(first).toMatchObject({
      writer: 'model',
      model: 'test-model',
      texts: { 'fi-fi': 'Mallin tiivistelmä 1: Nastarenkaat 6 mm', 'en-gb': 'Model summary 1' },
    });
    expect(service.asked[0]).toMatchObject({
      authorization: 'Bearer test-key',
      body: { model: 'test-model' },
    });
    // Stored: reading again does not ask.
    expect((await summary(buyer, itemId))?.texts['en-gb']).toBe('Model summary 1');
    expect(service.asked).toHaveLength(1);
    // The item's text changes: written again.
    await t.db
      .updateTable('auctionItems')
      .set({ tyreDescription: 'Kitkarenkaat' })
      .where('id', '=', itemId)
      .execute();
    expect((await summary(buyer, itemId))?.texts['fi-fi']).toBe(
      'Mallin tiivistelmä 2: Kitkarenkaat',
    );
    expect(service.asked).toHaveLength(2);
  });

  it('without the service the built-in template writes it, and says so', async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    const buyer = await t.signIn('buyer@demo.test');
    const itemId = await itemOf({ make: 'Skoda', model: 'Octavia', modelYear: 2019 });
    const written = await summary(buyer, itemId);
    expect(written).toMatchObject({ writer: 'template', model: null });
    expect(written?.texts['fi-fi']).toContain('Myynnissä on Skoda Octavia vuosimallia 2019');
    expect(written?.texts['sv-se']).toContain('Däck: Nastarenkaat 6 mm.');
    // A draft has none; an item one may not see is not found.
    const draft = await itemOf({ status: 0 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/AuctionItems/${draft}/ai-summary`,
      headers: { cookie: buyer },
    });
    expect(response.statusCode).toBe(404);
    const seller = await t.signIn('seller@demo.test');
    expect(await summary(seller, draft)).toBeNull();
  });

  it('a failing model service leaves the template to answer, never posing as the model', async () => {
    const service = await fakeModelService(500);
    closers.push(service.close);
    t = await createTestContext(backend, { AI_SUMMARY_URL: service.url, AI_SUMMARY_KEY: 'k' });
    t.clock.set(now);
    const buyer = await t.signIn('buyer@demo.test');
    const itemId = await itemOf();
    expect(await summary(buyer, itemId)).toMatchObject({ writer: 'template', model: null });
    expect(await t.db.selectFrom('auctionItemAiSummaries').selectAll().execute()).toEqual([]);
  });
});
