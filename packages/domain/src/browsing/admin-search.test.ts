import { describe, expect, it } from 'vitest';
import { adminSearchParamSchema, parseAdminSearchTerm } from './admin-search.js';

describe('parseAdminSearchTerm', () => {
  it.each([
    ['abc-123', { itemId: null, licenseNumber: 'ABC123' }],
    [' ABC 123 ', { itemId: null, licenseNumber: 'ABC123' }],
    ['123', { itemId: 123, licenseNumber: '123' }],
    ['0', { itemId: null, licenseNumber: '0' }],
    ['99999999999', { itemId: null, licenseNumber: '99999999999' }], // past any id
    ['12-3', { itemId: null, licenseNumber: '123' }],
  ])('%j → %j', (term, expected) => {
    expect(parseAdminSearchTerm(term)).toEqual(expected);
  });
});

describe('adminSearchParamSchema', () => {
  it.each([
    ['abc-123', true],
    ['   ', false],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
  ])('%j valid: %s', (searchTerm, valid) => {
    expect(adminSearchParamSchema.safeParse({ searchTerm }).success).toBe(valid);
  });
});
