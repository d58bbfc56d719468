import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  draftFieldNames,
  draftSections,
  findDraftErrors,
  type AuctionItem,
  type DraftFields,
} from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { mediaStorageFor } from '../../modules/files/storage/media-storage.js';
import { isSpecialDay } from '../../modules/settings/special-days.js';
import { seedDemoItems } from './demo-items.js';

// Issue 14 point 11: the demo items are described as a dealer would, not "—" on every line.
describe.each(backends)('the demo items (%s)', (backend) => {
  let t: TestContext;
  let dataDir: string;
  let items: AuctionItem[];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-demo-items-'));
    t = await createTestContext(backend, { DATA_DIR: dataDir });
    await seedDemoItems(t.db, mediaStorageFor(t.config), t.clock.now());
    const seller = await t.signIn('seller@demo.test');
    const rows = await t.db.selectFrom('auctionItems').select('id').orderBy('id').execute();
    items = await Promise.all(
      rows.map(async ({ id }) =>
        (
          await t.app.inject({ url: `/api/AuctionItems/${id}`, headers: { cookie: seller } })
        ).json<AuctionItem>(),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const described = [...draftSections.equipment, ...draftSections.conditionInfo];
  const isFilled = (value: unknown) =>
    value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

  it('fills every description, equipment and condition field of every published item', () => {
    const published = items.filter((item) => !item.isDraft);
    expect(published.length).toBeGreaterThanOrEqual(9);
    for (const item of published) {
      const empty = described.filter((name) => !isFilled(item[name]));
      expect(empty, `${item.licenseNumber}`).toEqual([]);
    }
  });

  it('gives the road vehicles inspection dates and test drives before the auction starts', () => {
    for (const item of items) {
      expect(item.testDriveDate! < item.start!.slice(0, 10), `${item.licenseNumber}`).toBe(true);
      if (item.vehicleType === 8) continue; // a tractor has no periodic inspection
      expect(item.lastTechInspection, `${item.licenseNumber}`).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(item.nextTechInspectionEnd! > item.lastTechInspection!).toBe(true);
    }
    expect(items.filter((item) => item.exteriorView360Url?.startsWith('https://'))).not.toEqual([]);
  });

  it('keeps every value within the draft rules', () => {
    for (const item of items) {
      const fields = Object.fromEntries(
        draftFieldNames.map((name) => [name, item[name]]),
      ) as unknown as DraftFields;
      // The end of an ended item is in the past; every other value must pass as a save would.
      const { end: _end, ...errors } = findDraftErrors(fields, {
        now: t.clock.now(),
        isSpecialDay,
      });
      expect(errors, `${item.licenseNumber}`).toEqual({});
    }
  });
});
