import { describe, expect, it } from 'vitest';
import { draftUpdateSchema } from '../auction-items/draft-update.schema.js';
import { idSchema, idTextSchema } from './identity.schema.js';

// Issue 15: ids are integers the database can hold, never coerced from other JSON types.
describe('ids', () => {
  it.each([1, 12, 2_147_483_647])('a body id accepts %s', (value) => {
    expect(idSchema.parse(value)).toBe(value);
  });

  it.each([true, '12', [2], 1.5, 0, -1, 2_147_483_648, null, Number.NaN])(
    'a body id refuses %j',
    (value) => {
      expect(idSchema.safeParse(value).success).toBe(false);
    },
  );

  it.each([
    ['12', 12],
    ['2147483647', 2_147_483_647],
  ])('a path or query id reads %s', (text, id) => {
    expect(idTextSchema.parse(text)).toBe(id);
  });

  it.each(['', '0', '-1', '+1', '1e1', '0x10', ' 12', '12 ', '1.0', '2147483648', '99999999999'])(
    'a path or query id refuses %j',
    (text) => {
      expect(idTextSchema.safeParse(text).success).toBe(false);
    },
  );
});

describe('draft values the database cannot hold', () => {
  it.each([
    { officeId: 1.5 },
    { officeId: 2_147_483_648 },
    { locationId: '3' },
    { deletedFiles: [true] },
    { fileUpdates: [{ id: 2_147_483_648, orderNumber: 0, angle: 0 }] },
    { start: '-004714-01-01T00:00:00Z' },
    { end: '+200000-01-01T00:00:00Z' },
    { start: '1899-12-31T23:59:59Z' },
  ])('refuses %j', (update) => {
    expect(draftUpdateSchema.safeParse(update).success).toBe(false);
  });

  it('leaves an unreadable instant to the draft rules (wrong_pattern) and takes a sane one', () => {
    expect(draftUpdateSchema.safeParse({ start: 'next week' }).success).toBe(true);
    expect(draftUpdateSchema.safeParse({ start: '2026-11-24T10:00:00+02:00' }).success).toBe(true);
  });
});
