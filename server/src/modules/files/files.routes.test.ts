import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { findMediaForOrganisation } from './files.service.js';
import {
  filesUnder,
  multipartBody,
  sampleJpeg,
  sampleMp4,
  samplePdf,
  samplePng,
  type FormFile,
} from './test-support.js';

describe.each(backends)('POST /api/File/Files (%s)', (backend) => {
  let t: TestContext;
  let dataDir: string;
  let seller: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-files-'));
    t = await createTestContext(backend, { DATA_DIR: dataDir });
    seller = await t.signIn('seller@demo.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mediaDir = () => path.join(dataDir, 'media');
  const sellerOrganisation = async () =>
    (
      await t.db
        .selectFrom('users')
        .select('selectedOrganisationId')
        .where('email', '=', 'seller@demo.test')
        .executeTakeFirstOrThrow()
    ).selectedOrganisationId!;
  const upload = (files: FormFile[], cookie: string | null = seller) => {
    const body = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/File/Files',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const rowCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('mediaFiles')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** Runs a refused upload and checks it left no row and no stored file behind. */
  const expectNothingLeft = async <Response>(refused: () => Promise<Response>) => {
    const [rows, stored] = [await rowCount(), filesUnder(mediaDir())];
    const response = await refused();
    expect(await rowCount()).toBe(rows);
    expect(filesUnder(mediaDir())).toEqual(stored);
    return response;
  };

  it('stores three images upright within 2880 x 2880 and records them for the organisation', async () => {
    const response = await upload([
      { filename: 'front.jpg', content: await sampleJpeg(4000, 3000), contentType: 'image/jpeg' },
      { filename: 'logo.png', content: await samplePng(1000, 800) },
      // EXIF orientation 6: the camera was turned; the stored image must stand upright.
      { filename: 'side.jpg', content: await sampleJpeg(400, 300, 6) },
    ]);
    expect(response.statusCode).toBe(200);
    const records = response.json();
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record).toEqual({
        externalServiceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        url: `/media/${record.externalServiceId}`,
        type: 'image/jpeg',
        isImage: true,
        isVideo: false,
        isPdf: false,
      });
    }
    const rows = await t.db
      .selectFrom('mediaFiles')
      .innerJoin('users', 'users.id', 'mediaFiles.uploadedBy')
      .select(['externalServiceId', 'kind', 'width', 'height', 'storageKey', 'byteSize'])
      .select(['mediaFiles.organisationId', 'users.email', 'users.selectedOrganisationId'])
      .where(
        'externalServiceId',
        'in',
        records.map((record: { externalServiceId: string }) => record.externalServiceId),
      )
      .orderBy('mediaFiles.id')
      .execute();
    expect(rows.map((row) => [row.kind, row.width, row.height])).toEqual([
      [1, 2880, 2160],
      [1, 1000, 800],
      [1, 300, 400],
    ]);
    for (const row of rows) {
      expect(row.email).toBe('seller@demo.test');
      expect(row.organisationId).toBe(row.selectedOrganisationId);
      const stored = fs.readFileSync(path.join(mediaDir(), row.storageKey));
      expect(stored.length).toBe(Number(row.byteSize));
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        row.width,
        row.height,
      ]);
    }
  });

  it('stores a video and a PDF byte for byte', async () => {
    const video = sampleMp4(300_000);
    const pdf = samplePdf();
    const response = await upload([
      { filename: 'walkaround.mp4', content: video },
      { filename: 'service-book.pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((record: { type: string }) => record.type)).toEqual([
      'video/mp4',
      'application/pdf',
    ]);
    expect(response.json()[0]).toMatchObject({ isVideo: true, isImage: false, isPdf: false });
    expect(response.json()[1]).toMatchObject({ isPdf: true, isImage: false, isVideo: false });
    const rows = await t.db
      .selectFrom('mediaFiles')
      .select(['storageKey', 'originalName'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows.map((row) => row.originalName)).toEqual(['service-book.pdf', 'walkaround.mp4']);
    expect(fs.readFileSync(path.join(mediaDir(), rows[1]!.storageKey))).toEqual(video);
    expect(fs.readFileSync(path.join(mediaDir(), rows[0]!.storageKey))).toEqual(pdf);
  });

  it('refuses 21 files with validation_failed and keeps none', async () => {
    const files = Array.from({ length: 21 }, (_, index) => ({
      filename: `page-${index}.pdf`,
      content: samplePdf(),
    }));
    const response = await expectNothingLeft(() => upload(files));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { files: 'too_many' },
    });
  });

  it('refuses an image over 20 MB with 413 and keeps none', async () => {
    const padded = Buffer.concat([await sampleJpeg(64, 64), Buffer.alloc(21 * 1024 * 1024)]);
    const response = await expectNothingLeft(() =>
      upload([{ filename: 'huge.jpg', content: padded, contentType: 'image/jpeg' }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      fields: { 'files.0': 'payload_too_large' },
    });
  });

  it.each([
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an ELF executable', Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)])],
  ])('refuses %s named .jpg with 415, whatever its declared type', async (_, content) => {
    const response = await expectNothingLeft(() =>
      upload([{ filename: 'photo.jpg', content, contentType: 'image/jpeg' }]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_media_type',
      fields: { 'files.0': 'unsupported_media_type' },
    });
    expect(response.json().error.message).toContain('photo.jpg');
  });

  it('refuses a bad second file and deletes the first one it had stored', async () => {
    const good = await sampleJpeg(800, 600);
    const response = await expectNothingLeft(() =>
      upload([
        { filename: 'good.jpg', content: good },
        { filename: 'evil.jpg', content: Buffer.from('#!/bin/sh\necho owned\n') },
      ]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toEqual({ 'files.1': 'unsupported_media_type' });
  });

  it('refuses an image sharp cannot read with 415', async () => {
    const broken = Buffer.concat([
      Buffer.from('ffd8ffe000104a464946', 'hex'),
      Buffer.alloc(5000, 1),
    ]);
    const response = await expectNothingLeft(() =>
      upload([{ filename: 'broken.jpg', content: broken }]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toEqual({ 'files.0': 'unsupported_media_type' });
  });

  it('refuses a body cut off in the middle of the second file and keeps nothing', async () => {
    const body = multipartBody([
      { filename: 'first.jpg', content: await sampleJpeg(1200, 900) },
      { filename: 'second.mp4', content: sampleMp4(200_000) },
    ]);
    const response = await expectNothingLeft(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/File/Files',
        headers: { ...body.headers, cookie: seller },
        payload: body.payload.subarray(0, body.payload.length - 100_000),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(filesUnder(mediaDir()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a caller who is not a publisher (403) and a signed-out one (401)', async () => {
    const file = { filename: 'a.pdf', content: samplePdf() };
    const buyer = await expectNothingLeft(async () =>
      upload([file], await t.signIn('buyer@demo.test')),
    );
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().error.code).toBe('forbidden');
    const anonymous = await expectNothingLeft(() => upload([file], null));
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a body that is not multipart, and one without files', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/File/Files',
      headers: { cookie: seller },
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ files: 'required' });
  });

  it('findMediaForOrganisation gives only the organisation’s own uploads', async () => {
    const uploaded = (await upload([{ filename: 'x.pdf', content: samplePdf() }])).json();
    const id = uploaded[0].externalServiceId as string;
    const seller = await t.db
      .selectFrom('users')
      .select('selectedOrganisationId')
      .where('email', '=', 'seller@demo.test')
      .executeTakeFirstOrThrow();
    const buyer = await t.db
      .selectFrom('users')
      .select('selectedOrganisationId')
      .where('email', '=', 'buyer@demo.test')
      .executeTakeFirstOrThrow();
    const own = await findMediaForOrganisation(t.db, seller.selectedOrganisationId!, [id, 'nope']);
    expect(own.map((media) => media.externalServiceId)).toEqual([id]);
    expect(own[0]).toMatchObject({ kind: 3, contentType: 'application/pdf' });
    expect(await findMediaForOrganisation(t.db, buyer.selectedOrganisationId!, [id])).toEqual([]);
  });

  it("Update takes the upload's answer as newFiles, as it is; other keys stay refused", async () => {
    const uploaded = await upload([
      { filename: 'front.jpg', content: await sampleJpeg(400, 300) },
      { filename: 'manual.pdf', content: samplePdf() },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const records = uploaded.json<Array<{ externalServiceId: string }>>();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/AuctionItems/Create',
      headers: { cookie: seller },
      payload: { organisationId: await sellerOrganisation() },
    });
    const { id } = created.json<{ id: number }>();
    const update = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/AuctionItems/${id}/Update`,
        headers: { cookie: seller },
        payload,
      });

    const unknownKey = await update({ newFiles: [{ ...records[0], colour: 'red' }] });
    expect(unknownKey.statusCode).toBe(400);
    // The read-only fields are ignored: they cannot make a PDF an image.
    const saved = await update({ newFiles: [records[0], { ...records[1], isImage: true }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().files).toEqual([
      expect.objectContaining({ ...records[0], orderNumber: 0, angle: 0 }),
      expect.objectContaining({ ...records[1], isImage: false, isPdf: true, orderNumber: 1 }),
    ]);
  });
});
