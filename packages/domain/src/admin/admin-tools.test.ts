import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../auction-items/enums.js';
import { helsinkiInstant } from '../auction-items/helsinki-time.js';
import { adminMenuOf, checkAdminEndTime, type AdminToolItem } from './admin-tools.js';

const now = new Date('2026-11-23T12:00:00Z'); // Monday 14:00 in Helsinki
const start = new Date('2026-11-20T08:00:00Z');
const future = new Date('2026-11-25T14:00:00Z');
const past = new Date('2026-11-22T14:00:00Z');

const item = (changes: Partial<AdminToolItem>): AdminToolItem => ({
  status: ItemStatus.Published,
  start,
  end: future,
  isWinningBidSelected: false,
  hasAuctioneerConfirmation: false,
  ...changes,
});

// Spec 2 and 6: each admin entry of the functions menu and what enables it.
describe('adminMenuOf', () => {
  it.each<[string, Partial<AdminToolItem>, [boolean, boolean, boolean]]>([
    // [fix confirmation, send end messages, update end time]
    ['an active item', {}, [false, false, true]],
    ['a draft', { status: ItemStatus.Draft }, [false, false, false]],
    [
      'a scheduled item',
      { start: future, end: new Date('2026-11-27T14:00:00Z') },
      [false, false, true],
    ],
    ['an item whose end passed', { end: past }, [false, false, false]],
    [
      'an ended item without a winner',
      { status: ItemStatus.Ended, end: past },
      [false, false, false],
    ],
    [
      'an ended item with a winner, unconfirmed',
      { status: ItemStatus.Ended, end: past, isWinningBidSelected: true },
      [false, true, false],
    ],
    [
      'an ended item with a winner and an auctioneer confirmation',
      {
        status: ItemStatus.Ended,
        end: past,
        isWinningBidSelected: true,
        hasAuctioneerConfirmation: true,
      },
      [true, true, false],
    ],
    [
      'an auctioneer confirmation without a winner (no buyer)',
      { status: ItemStatus.Ended, end: past, hasAuctioneerConfirmation: true },
      [false, false, false],
    ],
    [
      'a cancelled item with a winner',
      { status: ItemStatus.Cancelled, end: past, isWinningBidSelected: true },
      [false, false, false],
    ],
  ])('%s', (_name, changes, [fix, messages, endTime]) => {
    expect(adminMenuOf(item(changes), now)).toEqual({
      fixConfirmation: fix,
      sendEndMessages: messages,
      updateEndTime: endTime,
      auditLog: true,
    });
  });
});

// Spec 5, admin end time.
describe('checkAdminEndTime', () => {
  const context = (fixedEndTime: boolean) => ({
    start,
    now,
    fixedEndTime,
    isSpecialDay: (day: string) => day === '2026-12-24',
  });
  it.each<[string, Date, boolean, string[], string[]]>([
    ['a weekday at 15:00', helsinkiInstant(2026, 10, 25, 15, 0), false, [], []],
    ['today, earlier than now', helsinkiInstant(2026, 10, 23, 10, 30), false, [], []],
    ['yesterday', helsinkiInstant(2026, 10, 22, 15, 0), false, ['before_today', 'weekend'], []],
    [
      'before the start',
      helsinkiInstant(2026, 10, 19, 15, 0),
      false,
      ['before_today', 'end_after_start'],
      [],
    ],
    ['a Sunday', helsinkiInstant(2026, 10, 29, 15, 0), false, ['weekend'], []],
    ['a Sunday, fixed end', helsinkiInstant(2026, 10, 29, 15, 0), true, [], ['weekend']],
    ['Christmas Eve', helsinkiInstant(2026, 11, 24, 12, 0), false, ['special_day'], []],
    ['at 18:01', helsinkiInstant(2026, 10, 25, 18, 1), false, ['end_time_window'], []],
    ['at 09:59, fixed end', helsinkiInstant(2026, 10, 25, 9, 59), true, [], ['end_time_window']],
    ['at 10:00 and at 18:00', helsinkiInstant(2026, 10, 25, 18, 0), false, [], []],
  ])('%s', (_name, end, fixedEndTime, errors, warnings) => {
    expect(checkAdminEndTime(end, context(fixedEndTime))).toEqual({ errors, warnings });
  });
});
