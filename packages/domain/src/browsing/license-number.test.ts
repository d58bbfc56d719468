import { describe, expect, it } from 'vitest';
import { matchesLicenseNumber, normalizeLicenseNumber } from './license-number.js';

describe('normalizeLicenseNumber', () => {
  it.each([
    ['ABC-123', 'ABC123'],
    ['abc123', 'ABC123'],
    ['ABC 123', 'ABC123'],
    ['abc-123', 'ABC123'],
    [' a b c - 1 2 3 ', 'ABC123'],
    ['abc\u2013123', 'ABC123'], // an en dash, as a phone keyboard may give
    ['abc\u00a0123', 'ABC123'], // a no-break space from a pasted text
    ['ÅÄÖ-1', 'ÅÄÖ1'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeLicenseNumber(text)).toBe(expected);
  });
});

describe('matchesLicenseNumber', () => {
  it.each([
    ['abc123', 'ABC-123', true],
    ['ABC 123', 'ABC-123', true],
    ['abc-123', 'ABC-123', true],
    ['ABC-123', 'abc 123', true],
    ['c-12', 'ABC-123', true], // a part of it
    ['abc124', 'ABC-123', false],
    ['abc', null, false],
    ['', null, true],
    [' - ', 'ABC-123', true], // nothing typed but separators: no search
  ])('%j in %j → %s', (search, licenseNumber, expected) => {
    expect(matchesLicenseNumber(licenseNumber, search)).toBe(expected);
  });
});
