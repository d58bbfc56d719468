import { describe, expect, it } from 'vitest';
import { countdownParts, shouldResyncClock } from './countdown.js';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('countdownParts', () => {
  it.each([
    [0, { kind: 'ended' }],
    [-5 * s, { kind: 'ended' }],
    [400 * d, { kind: 'yearsMonths', years: 1, months: 1 }],
    [365 * d, { kind: 'yearsMonths', years: 1, months: 0 }],
    [75 * d, { kind: 'monthsDays', months: 2, days: 15 }],
    [30 * d, { kind: 'monthsDays', months: 1, days: 0 }],
    [29 * d + 5 * h, { kind: 'daysHours', days: 29, hours: 5 }],
    [2 * d, { kind: 'daysHours', days: 2, hours: 0 }],
    [2 * d - s, { kind: 'hours', hours: 47 }],
    [d, { kind: 'hours', hours: 24 }],
    [d - s, { kind: 'hoursMinutes', hours: 23, minutes: 59 }],
    [h, { kind: 'hoursMinutes', hours: 1, minutes: 0 }],
    [h - s, { kind: 'minutesSeconds', minutes: 59, seconds: 59 }],
    [9 * s + 500, { kind: 'minutesSeconds', minutes: 0, seconds: 9 }],
  ])('%d ms → %j', (msLeft, expected) => {
    expect(countdownParts(msLeft)).toEqual(expected);
  });
});

describe('shouldResyncClock', () => {
  it.each([
    [11 * s, false],
    [10 * s, true],
    [9 * s + 1, true],
    [9 * s, false],
    [3 * s, false],
  ])('%d ms left → %s', (msLeft, expected) => {
    expect(shouldResyncClock(msLeft)).toBe(expected);
  });
});
