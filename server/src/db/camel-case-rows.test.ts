import v8 from 'node:v8';
import { CamelCasePlugin, type QueryId, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CamelCaseRowsPlugin } from './camel-case-rows.js';

const queryId = { queryId: 'test' } as QueryId;
const mapped = async (plugin: CamelCasePlugin, rows: UnknownRow[]) =>
  (await plugin.transformResult({ queryId, result: { rows } })).rows;

// V8's own answer to whether an object has fast properties (not a hash table).
v8.setFlagsFromString('--allow-natives-syntax');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the only way to ask V8 this.
const hasFastProperties = new Function('value', 'return %HasFastProperties(value)') as (
  value: object,
) => boolean;

/** A row as node-postgres gives it: `count` snake_case columns. */
const wideRow = (count: number, seed: number): UnknownRow =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `some_column_${index}`,
      index % 2 ? `text ${seed}` : seed + index,
    ]),
  );

describe('CamelCaseRowsPlugin', () => {
  it('answers exactly the rows, keys in order, that CamelCasePlugin answers', async () => {
    const placedAt = new Date('2026-11-29T10:00:00Z');
    const rows: UnknownRow[] = [
      {
        item_id: 1,
        license_number: 'ABC-123',
        price_now: null,
        placed_at: placedAt,
        // JSON columns: nested objects are mapped, arrays' objects too, other values kept.
        top_bids: [{ organisation_id: 5, is_automatic: true }, 'plain text', 7],
        target_groups: { white_list: ['1234567-8'], has_white_list: false },
        photo_bytes: Buffer.from('jpeg'),
      },
      {
        item_id: 2,
        license_number: null,
        price_now: 1200,
        placed_at: placedAt,
        top_bids: [],
        target_groups: null,
        photo_bytes: null,
      },
    ];
    const expected = await mapped(new CamelCasePlugin(), rows);
    const actual = await mapped(new CamelCaseRowsPlugin(), rows);
    expect(actual).toStrictEqual(expected);
    expect(actual.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    expect(actual[0]).toMatchObject({
      topBids: [{ organisationId: 5, isAutomatic: true }, 'plain text', 7],
      targetGroups: { whiteList: ['1234567-8'], hasWhiteList: false },
    });
  });

  it('maps a row of other columns than the first row by itself', async () => {
    const rows = [{ first_name: 'Aino' }, { first_name: 'Eino', last_name: 'Virtanen' }, {}];
    expect(await mapped(new CamelCaseRowsPlugin(), rows)).toStrictEqual([
      { firstName: 'Aino' },
      { firstName: 'Eino', lastName: 'Virtanen' },
      {},
    ]);
  });

  it('answers wide rows as fast objects (CamelCasePlugin leaves them hash tables)', async () => {
    const rows = Array.from({ length: 3 }, (_, seed) => wideRow(41, seed));
    const actual = await mapped(new CamelCaseRowsPlugin(), rows);
    expect(actual.map(hasFastProperties)).toEqual([true, true, true]);
    expect(actual).toStrictEqual(await mapped(new CamelCasePlugin(), rows));
  });

  it('answers a result without rows as it came', async () => {
    const result = { rows: [] as UnknownRow[], numAffectedRows: 3n };
    expect(await new CamelCaseRowsPlugin().transformResult({ queryId, result })).toStrictEqual(
      result,
    );
  });
});
