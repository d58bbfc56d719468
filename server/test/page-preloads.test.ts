import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstImageUrlOf, type AuctionItem } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImageRecord, insertItem, organisationIdOf } from './item-factory.js';
import { createTestContext, type TestContext } from './test-context.js';

// Issue 10, point 7: the app's HTML starts what its page asks for first, read from the session as
// the API reads it: the start sequence in the acting organisation, and an item page's photo.
describe('the preloads of an app page', () => {
  let t: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Huutokauppa</title>');
    t = await createTestContext('pglite', { WEB_DIST_DIR: webDir }, { serveWebApp: true });
    const seller = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    const now = Date.now();
    const running = { startTime: new Date(now - 3_600_000), endTime: new Date(now + 86_400_000) };
    published = await insertItem(t.db, { organisationId: seller, ...running });
    draft = await insertItem(t.db, { organisationId: seller, status: 0, ...running });
    // Two photos, the second first in the item's order: the page's first is `photo-b`.
    for (const [itemId, name, orderNumber] of [
      [published, 'photo-a', 2],
      [published, 'photo-b', 1],
      [draft, 'photo-c', 1],
    ] as const) {
      const mediaFileId = await insertImageRecord(t.db, seller, name, new Date(now));
      await t.db
        .insertInto('auctionItemFiles')
        .values({ auctionItemId: itemId, mediaFileId, orderNumber, angle: 0 })
        .execute();
    }
  });
  let published: number;
  let draft: number;
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const linksOf = async (url: string, cookie: string) =>
    String((await t.app.inject({ url, headers: { cookie } })).headers.link).split(', ');
  const preload = (call: string) => `<${call}>; rel=preload; as=fetch; crossorigin=anonymous`;

  it('names the start sequence in the session’s organisation, and an item page’s first photo', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    const user = (
      await t.app.inject({ url: '/api/User/GetCurrentUser', headers: { cookie } })
    ).json<{
      selectedOrganisationId: number;
    }>();
    const organisationId = user.selectedOrganisationId;
    const startSequence = [
      preload('/api/User/GetCurrentUser'),
      preload('/api/User/GetUserOrganisationBasicInfos'),
      preload(`/api/User/GetUserPermissions?organisationId=${organisationId}`),
      preload(`/api/Organisation/GetOffices?organisationId=${organisationId}`),
    ];
    expect(await linksOf('/ilmoitukset', cookie)).toEqual(startSequence);

    // The published item, as the buyer's API answers it.
    const item = (
      await t.app.inject({ url: `/api/AuctionItems/${published}`, headers: { cookie } })
    ).json<AuctionItem>();
    const photo = firstImageUrlOf(item);
    expect(photo).toBe('/media/photo-b?width=432&angle=0');
    expect(await linksOf(`/ilmoitukset/${item.id}`, cookie)).toEqual([
      ...startSequence,
      preload(`/api/AuctionItems/${item.id}`),
      `<${photo}>; rel=preload; as=image; fetchpriority=high`,
    ]);
  });

  it('names no photo of an item the session may not see', async () => {
    // The seller's draft: the buyer's API answers 404, so the page names no photo of it.
    const buyer = await t.signIn('buyer@demo.test');
    const draftId = draft;
    expect(
      (await t.app.inject({ url: `/api/AuctionItems/${draftId}`, headers: { cookie: buyer } }))
        .statusCode,
    ).toBe(404);
    const links = await linksOf(`/ilmoitukset/${draftId}`, buyer);
    expect(links.some((link) => link.includes('as=image'))).toBe(false);
    expect(links).toContain(preload(`/api/AuctionItems/${draftId}`));
  });
});
