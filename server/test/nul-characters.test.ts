import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, sampleJpeg } from '../src/modules/files/test-support.js';
import { organisationIdOf } from './item-factory.js';
import { backends, createTestContext, type TestContext } from './test-context.js';

// Issue 15: PostgreSQL text cannot hold NUL; a NUL anywhere in the input was a 500 from the
// database. It is a 400 naming the field, on every route, and nothing is written.
describe.each(backends)('a NUL character in the input (%s)', (backend) => {
  let t: TestContext;
  let seller: string;
  let draftId: number;
  let organisation: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-nul-'));
    t = await createTestContext(backend, { DATA_DIR: dataDir });
    seller = await t.signIn('seller@demo.test');
    organisation = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    draftId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/AuctionItems/Create',
        headers: { cookie: seller },
        payload: { organisationId: organisation },
      })
    ).json<{ id: number }>().id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cases: Array<[string, 'GET' | 'POST' | 'PATCH', () => string, unknown, string]> = [
    ['a media id in the path', 'GET', () => '/media/%00', undefined, 'externalServiceId'],
    ['a media id ending in NUL', 'GET', () => '/media/abc%00', undefined, 'externalServiceId'],
    [
      'a locale in the path',
      'PATCH',
      () => '/api/User/SetUserLocale/fi-fi%00',
      undefined,
      'locale',
    ],
    [
      'a query value',
      'GET',
      () => '/api/Organisation/GetOffices?organisationId=1%00',
      undefined,
      'organisationId',
    ],
    [
      'a draft text',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { make: 'Saab\u0000' },
      'make',
    ],
    [
      'a new draft licence number',
      'POST',
      () => '/api/AuctionItems/Create',
      { organisationId: 1, licenseNumber: 'ABC\u0000' },
      'licenseNumber',
    ],
    [
      'a nested text',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { newFiles: [{ externalServiceId: 'x\u0000' }] },
      'newFiles.0.externalServiceId',
    ],
    [
      'a field name',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { 'make\u0000': 'Saab' },
      'make\u0000',
    ],
    [
      'a phone number',
      'PATCH',
      () => '/api/User/SetUserPhoneNumber',
      { phoneNumber: '\u0000' },
      'phoneNumber',
    ],
    [
      'an e-mail address at sign-in',
      'POST',
      () => '/api/auth/login',
      { email: 'seller@demo.test\u0000', password: 'x' },
      'email',
    ],
  ];

  it.each(cases)('in %s is 400 naming the field', async (_name, method, url, payload, field) => {
    const response = await t.app.inject({
      method,
      url: url(),
      headers: { cookie: seller },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        fields: { [field]: 'nul_character' },
      },
    });
  });

  it('in an uploaded file name is 400, and no file is kept', async () => {
    const before = await t.db.selectFrom('mediaFiles').select('id').execute();
    const body = multipartBody([
      { filename: 'front.jpg', content: await sampleJpeg(60, 40) },
      { filename: 'rear\u0000.jpg', content: await sampleJpeg(60, 40) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/File/Files',
      headers: { ...body.headers, cookie: seller },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'files.1': 'nul_character' });
    expect(await t.db.selectFrom('mediaFiles').select('id').execute()).toEqual(before);
  });

  it('left the draft as it was', async () => {
    const row = await t.db
      .selectFrom('auctionItems')
      .select('make')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    expect(row.make).toBeNull();
  });
});
