import { describe, expect, it } from 'vitest';
import { newDraftTimes } from './helsinki-time.js';
import {
  parseDateInput,
  parseDecimalInput,
  parseHelsinkiDateTime,
  parseIntegerInput,
  parseTimeInput,
} from './input-patterns.js';
import { isActive, isEnded, isImmediatePublish, isNotStarted } from './item-state.js';
import { ItemStatus } from './enums.js';

describe('newDraftTimes (Helsinki)', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-21T22:00:00.000Z', '2026-12-06T16:00:00.000Z'],
    // 23:30 UTC is already the next day in Helsinki
    ['2026-11-22T23:30:00Z', '2026-11-22T22:00:00.000Z', '2026-12-07T16:00:00.000Z'],
    // across the change to summer time (29.3.2026): the end is 18:00 local, UTC+3
    ['2026-03-20T12:00:00Z', '2026-03-19T22:00:00.000Z', '2026-04-03T15:00:00.000Z'],
  ])('now %s → start %s, end %s', (now, start, end) => {
    const times = newDraftTimes(new Date(now));
    expect(times.start.toISOString()).toBe(start);
    expect(times.end.toISOString()).toBe(end);
  });
});

describe('input patterns', () => {
  it.each([
    ['2026-02-28', { year: 2026, month: 2, day: 28 }],
    ['28.2.2026', { year: 2026, month: 2, day: 28 }],
    ['01.03.2026', { year: 2026, month: 3, day: 1 }],
    ['29.2.2028', { year: 2028, month: 2, day: 29 }],
    ['31.2.2026', null],
    ['29.2.2026', null],
    ['2026-2-28', null],
    ['28/2/2026', null],
    ['2026-02-28T', null],
  ])('date %s', (text, expected) => {
    expect(parseDateInput(text)).toEqual(expected);
  });

  it.each([
    ['18:00', { hours: 18, minutes: 0 }],
    ['9:05', { hours: 9, minutes: 5 }],
    ['24:00', { hours: 24, minutes: 0 }],
    ['24:01', null],
    ['12:60', null],
    ['1200', null],
  ])('time %s', (text, expected) => {
    expect(parseTimeInput(text)).toEqual(expected);
  });

  it.each([
    ['12 345', 12345],
    ['0', 0],
    ['012', null],
    ['12a', null],
    ['-1', null],
    ['1.5', null],
  ])('integer %s', (text, expected) => {
    expect(parseIntegerInput(text)).toBe(expected);
  });

  it.each([
    ['12,5', 12.5],
    ['12.55', 12.55],
    ['1 200', 1200],
    ['12.555', null],
    ['01.5', null],
    ['abc', null],
  ])('decimal %s', (text, expected) => {
    expect(parseDecimalInput(text)).toBe(expected);
  });

  it('reads a Helsinki date and time', () => {
    expect(parseHelsinkiDateTime('4.12.2026', '18:00')?.toISOString()).toBe(
      '2026-12-04T16:00:00.000Z',
    );
    expect(parseHelsinkiDateTime('4.12.2026')?.toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(parseHelsinkiDateTime('31.2.2026', '12:00')).toBeNull();
  });
});

describe('derived item states', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const item = (status: ItemStatus, start: string, end: string) => ({
    status,
    start: new Date(start),
    end: new Date(end),
  });
  it.each([
    [
      'draft',
      item(ItemStatus.Draft, '2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z'),
      [false, false, false],
    ],
    [
      'scheduled',
      item(ItemStatus.Published, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'),
      [false, true, false],
    ],
    [
      'active',
      item(ItemStatus.Published, '2026-11-21T00:00:00Z', '2026-11-30T00:00:00Z'),
      [true, false, false],
    ],
    [
      'published past its end',
      item(ItemStatus.Published, '2026-11-01T00:00:00Z', '2026-11-22T10:00:00Z'),
      [false, false, true],
    ],
    [
      'ended status',
      item(ItemStatus.Ended, '2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z'),
      [false, false, true],
    ],
    [
      'cancelled',
      item(ItemStatus.Cancelled, '2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z'),
      [false, false, false],
    ],
  ])('%s: active, not started, ended', (_name, given, [active, notStarted, ended]) => {
    expect([isActive(given, now), isNotStarted(given, now), isEnded(given, now)]).toEqual([
      active,
      notStarted,
      ended,
    ]);
  });

  it('publishing is immediate within a minute of the start', () => {
    expect(
      isImmediatePublish(new Date('2026-11-22T10:01:00Z'), new Date('2026-11-22T10:00:00Z')),
    ).toBe(true);
    expect(
      isImmediatePublish(new Date('2026-11-22T10:01:01Z'), new Date('2026-11-22T10:00:00Z')),
    ).toBe(false);
  });
});
