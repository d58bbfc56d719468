import type { PersonalFrame } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import {
  maxOutbidNotices,
  reduceOutbidNotices,
  type OutbidNotice,
  type OutbidNoticeAction,
} from './outbid-notices';

const outbid = (
  itemId: number,
  isBidMachineExceeded = false,
): PersonalFrame & { type: 'Outbid' } => ({
  type: 'Outbid',
  itemId,
  reference: `ABC-${itemId} Volvo V70`,
  priceNow: 5400,
  isBidMachineExceeded,
});
const exceeded = (itemId: number): PersonalFrame & { type: 'BidMachineExceeded' } => ({
  type: 'BidMachineExceeded',
  itemId,
  reference: `ABC-${itemId} Volvo V70`,
  priceNow: 8100,
});

let id = 0;
const notice = (frame: ReturnType<typeof outbid> | ReturnType<typeof exceeded>, now = 1000) =>
  ({ type: 'notice', frame, id: ++id, now }) as const;

/** The item and kind of each notice showing, newest first. */
const shown = (notices: OutbidNotice[]) => notices.map((n) => `${n.itemId}:${n.kind}`);

function run(actions: OutbidNoticeAction[]): OutbidNotice[] {
  return actions.reduce<OutbidNotice[]>(reduceOutbidNotices, []);
}

describe('outbid notices (issue 15)', () => {
  it.each<[string, OutbidNoticeAction[], string[]]>([
    ['one frame shows one notice', [notice(outbid(1))], ['1:outbid']],
    [
      'a second frame of the item replaces, never stacks',
      [notice(outbid(1)), notice(outbid(1))],
      ['1:outbid'],
    ],
    [
      'the machine exceeded after an outbid of the same item replaces it',
      [notice(outbid(1)), notice(exceeded(1))],
      ['1:bidMachineExceeded'],
    ],
    [
      'two items show one each, newest first',
      [notice(outbid(1)), notice(outbid(2))],
      ['2:outbid', '1:outbid'],
    ],
    [
      'leading the item again takes its notice away',
      [notice(outbid(1)), notice(outbid(2)), { type: 'leading', itemId: 1 }],
      ['2:outbid'],
    ],
    [
      'leading an item without a notice changes nothing',
      [notice(outbid(1)), { type: 'leading', itemId: 9 }],
      ['1:outbid'],
    ],
    [
      'a burst keeps the newest few',
      [1, 2, 3, 4, 5].map((itemId) => notice(outbid(itemId))),
      ['5:outbid', '4:outbid', '3:outbid'].slice(0, maxOutbidNotices),
    ],
  ])('%s', (_case, actions, expected) => {
    expect(shown(run(actions))).toEqual(expected);
  });

  it('dismisses one notice by its id, and a replaced notice’s id no longer matters', () => {
    const first = notice(outbid(1));
    const second = notice(outbid(1), 5000);
    const other = notice(outbid(2));
    const notices = run([first, other, second]);
    expect(shown(reduceOutbidNotices(notices, { type: 'dismiss', id: first.id }))).toEqual([
      '1:outbid',
      '2:outbid',
    ]);
    const [replaced] = reduceOutbidNotices(notices, { type: 'dismiss', id: other.id });
    expect(replaced).toMatchObject({ id: second.id, shownAt: 5000 });
  });

  it('tells the machine exceeded with the outbid, and cuts the reference at 103 characters', () => {
    const long = { ...outbid(1, true), reference: `ABC-1 ${'Mercedes-Benz '.repeat(10)}` };
    const [shownNotice] = run([notice(long)]);
    expect(shownNotice).toMatchObject({ kind: 'outbid', isBidMachineExceeded: true });
    expect(shownNotice!.reference).toHaveLength(103);
  });
});
