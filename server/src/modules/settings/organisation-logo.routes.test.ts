import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertItem, userIdOf } from '../../../test/item-factory.js';
import { organisationIdOf } from '../../../test/settings-helpers.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import {
  filesUnder,
  multipartBody,
  sampleJpeg,
  samplePdf,
  samplePng,
  type FormFile,
} from '../files/test-support.js';

describe.each(backends)('the organisation logo (%s)', (backend) => {
  let t: TestContext;
  let dataDir: string;
  let autotalo: number;
  let vaihtoautot: number;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-logo-'));
    t = await createTestContext(backend, { DATA_DIR: dataDir });
    autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t, 'Demo Vaihtoautot Oy');
    for (const email of ['seller@demo.test', 'buyer@demo.test', 'dual@demo.test'])
      cookies[email] = await t.signIn(email);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // Each test starts without a logo and without files (the demo organisations have none).
    await t.db.deleteFrom('organisationImages').execute();
    await t.db.deleteFrom('auctionItemFiles').execute();
    await t.db.deleteFrom('mediaFiles').execute();
    fs.rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });
  });

  const url = (organisationId: number) => `/api/Settings/organisation/${organisationId}/logo`;
  const upload = (organisationId: number, cookie: string | null, files: FormFile[]) => {
    const body = multipartBody(files);
    return t.app.inject({
      method: 'PUT',
      url: url(organisationId),
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const call = (method: 'GET' | 'DELETE', organisationId: number, cookie: string | null) =>
    t.app.inject({ method, url: url(organisationId), headers: cookie ? { cookie } : {} });
  const png = async () => ({ filename: 'logo.png', content: await samplePng(400, 120) });
  const storedFiles = () => filesUnder(path.join(dataDir, 'media'));
  const logoRows = () =>
    t.db.selectFrom('organisationImages').select(['organisationId', 'imageKind', 'url']).execute();
  const mediaRows = () => t.db.selectFrom('mediaFiles').select('externalServiceId').execute();
  const shownOnItem = async (itemId: number, cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/AuctionItems/${itemId}`, headers: { cookie } })
    ).json<{ organisation: { logoImageUrl: string | null } }>().organisation.logoImageUrl;

  it('the main user uploads, replaces and removes it; buyers see it on the item page', async () => {
    const seller = cookies['seller@demo.test']!;
    const buyer = cookies['buyer@demo.test']!;
    const now = t.clock.now().getTime();
    const itemId = await insertItem(t.db, {
      organisationId: autotalo,
      startTime: new Date(now - 3_600_000),
      endTime: new Date(now + 86_400_000),
      createdBy: await userIdOf(t.db, 'seller@demo.test'),
    });
    expect((await call('GET', autotalo, seller)).json()).toEqual({ logoImageUrl: null });

    const first = await upload(autotalo, seller, [await png()]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ logoImageUrl: string }>().logoImageUrl;
    expect(firstUrl).toMatch(/^\/media\/[\w-]{22}$/);
    expect((await call('GET', autotalo, seller)).json()).toEqual({ logoImageUrl: firstUrl });
    // Stored as item photos are: the media service serves it as a JPEG.
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    // Everyone who may see the item sees the logo in its organisation section.
    expect(await shownOnItem(itemId, buyer)).toBe(firstUrl);
    expect(await shownOnItem(itemId, seller)).toBe(firstUrl);
    const organisations = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetUserOrganisationBasicInfos',
      headers: { cookie: seller },
    });
    expect(organisations.json<Array<{ id: number; logoImageUrl: string }>>()).toContainEqual(
      expect.objectContaining({ id: autotalo, logoImageUrl: firstUrl }),
    );

    // A new logo replaces the old one: one row, and the old file is gone.
    const second = await upload(autotalo, seller, [
      {
        filename: 'uusi.jpg',
        content: await sharp(await samplePng(200, 200))
          .jpeg()
          .toBuffer(),
      },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const secondUrl = second.json<{ logoImageUrl: string }>().logoImageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await logoRows()).toEqual([{ organisationId: autotalo, imageKind: 2, url: secondUrl }]);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(1);
    expect(await shownOnItem(itemId, buyer)).toBe(secondUrl);

    const removed = await call('DELETE', autotalo, seller);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ logoImageUrl: null });
    expect(await logoRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
    expect(await shownOnItem(itemId, buyer)).toBeNull();
    // Removing when there is none is no error.
    expect((await call('DELETE', autotalo, seller)).statusCode).toBe(200);
  });

  // Who may do what: reading is for members; changing is the profile page's right (spec 6).
  const callers: Array<{
    who: string;
    email: string | null;
    organisation: () => number;
    read: number;
    change: number;
  }> = [
    {
      who: 'its own main user',
      email: 'seller@demo.test',
      organisation: () => autotalo,
      read: 200,
      change: 200,
    },
    {
      who: 'another organisation',
      email: 'buyer@demo.test',
      organisation: () => autotalo,
      read: 403,
      change: 403,
    },
    {
      who: 'the main user of another organisation, there',
      email: 'seller@demo.test',
      organisation: () => vaihtoautot,
      read: 403,
      change: 403,
    },
    {
      who: 'a buyer organisation’s main user (no auctioneer subscription)',
      email: 'buyer@demo.test',
      organisation: () => vaihtoautot,
      read: 200,
      change: 403,
    },
    {
      who: 'a member without the right',
      email: 'dual@demo.test',
      organisation: () => autotalo,
      read: 200,
      change: 403,
    },
    {
      who: 'someone signed out',
      email: null,
      organisation: () => autotalo,
      read: 401,
      change: 401,
    },
  ];
  it.each(callers)('$who: read $read, upload and remove $change', async (caller) => {
    const cookie = caller.email ? cookies[caller.email]! : null;
    const organisationId = caller.organisation();
    // Another logo is in place, to see that a refused removal leaves it.
    await t.db
      .insertInto('organisationImages')
      .values({ organisationId, imageKind: 2, url: '/media/existing' })
      .execute();
    const mediaBefore = await mediaRows();

    const read = await call('GET', organisationId, cookie);
    expect(read.statusCode).toBe(caller.read);
    if (caller.read === 200) expect(read.json()).toEqual({ logoImageUrl: '/media/existing' });

    const uploaded = await upload(organisationId, cookie, [await png()]);
    expect(uploaded.statusCode).toBe(caller.change);
    const removed = await call('DELETE', organisationId, cookie);
    expect(removed.statusCode).toBe(caller.change);
    if (caller.change === 200) {
      expect(await logoRows()).toEqual([]);
    } else {
      expect(uploaded.json()).toMatchObject({ error: { code: expect.any(String) } });
      expect(await logoRows()).toEqual([{ organisationId, imageKind: 2, url: '/media/existing' }]);
      expect(await mediaRows()).toEqual(mediaBefore);
      expect(storedFiles()).toEqual([]);
    }
  });

  it.each([
    [
      'a text file named .png',
      {
        filename: 'logo.png',
        contentType: 'image/png',
        content: Buffer.from('not an image at all\n'.repeat(20)),
      },
      415,
      'unsupported_media_type',
    ],
    ['a PDF', { filename: 'logo.pdf', content: samplePdf() }, 415, 'unsupported_media_type'],
    [
      'a PNG whose bytes break off',
      {
        filename: 'logo.png',
        content: Buffer.from('89504e470d0a1a0a0000000d49484452000001900000007808060000', 'hex'),
      },
      415,
      'unsupported_media_type',
    ],
  ])('refuses %s, keeping the logo and storing nothing', async (_name, file, status, code) => {
    const seller = cookies['seller@demo.test']!;
    const kept = await upload(autotalo, seller, [await png()]);
    const keptUrl = kept.json<{ logoImageUrl: string }>().logoImageUrl;
    const filesBefore = storedFiles();

    const refused = await upload(autotalo, seller, [file]);
    expect(refused.statusCode, refused.body).toBe(status);
    expect(refused.json()).toMatchObject({ error: { code } });
    expect((await call('GET', autotalo, seller)).json()).toEqual({ logoImageUrl: keptUrl });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await mediaRows()).toHaveLength(1);
  });

  it('refuses an image over the item photos’ 20 MB with 413, keeping the logo', async () => {
    const seller = cookies['seller@demo.test']!;
    const kept = await upload(autotalo, seller, [await png()]);
    const keptUrl = kept.json<{ logoImageUrl: string }>().logoImageUrl;
    const padded = Buffer.concat([await sampleJpeg(64, 64), Buffer.alloc(21 * 1024 * 1024)]);
    const refused = await upload(autotalo, seller, [{ filename: 'huge.jpg', content: padded }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      error: { code: 'payload_too_large', fields: { 'files.0': 'payload_too_large' } },
    });
    expect((await call('GET', autotalo, seller)).json()).toEqual({ logoImageUrl: keptUrl });
    expect(storedFiles()).toHaveLength(1);
    expect(await mediaRows()).toHaveLength(1);
  });

  it('keeps the old file when a draft shows it too (its public id attached as a photo)', async () => {
    const seller = cookies['seller@demo.test']!;
    const first = await upload(autotalo, seller, [await png()]);
    const firstUrl = first.json<{ logoImageUrl: string }>().logoImageUrl;
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/AuctionItems/Create',
      headers: { cookie: seller },
      payload: { organisationId: autotalo },
    });
    const draftId = draft.json<{ id: number }>().id;
    const attached = await t.app.inject({
      method: 'PATCH',
      url: `/api/AuctionItems/${draftId}/Update`,
      headers: { cookie: seller },
      payload: { newFiles: [{ externalServiceId: firstUrl.slice('/media/'.length) }] },
    });
    expect(attached.statusCode, attached.body).toBe(200);

    const replaced = await upload(autotalo, seller, [await png()]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await call('DELETE', autotalo, seller)).statusCode).toBe(200);
    // The draft's photo is still there; only the second logo's file is gone.
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);
    expect(await mediaRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('keeps one logo and one file when two uploads race', async () => {
    const seller = cookies['seller@demo.test']!;
    const answers = await Promise.all([
      upload(autotalo, seller, [await png()]),
      upload(autotalo, seller, [await png()]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await logoRows();
    expect(rows).toHaveLength(1);
    expect(answers.map((answer) => answer.json<{ logoImageUrl: string }>().logoImageUrl)).toContain(
      rows[0]!.url,
    );
    expect(await mediaRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses two files, no file and a body that is not multipart', async () => {
    const seller = cookies['seller@demo.test']!;
    const two = await upload(autotalo, seller, [await png(), await png()]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ error: { fields: { files: 'too_many' } } });
    const none = await upload(autotalo, seller, []);
    expect(none.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'PUT',
      url: url(autotalo),
      headers: { cookie: seller },
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await logoRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await mediaRows()).toEqual([]);
  });
});
