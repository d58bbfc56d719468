import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../auction-items/enums.js';
import { functionsMenuEntriesOf, type MenuItemFacts } from './functions-menu.js';

const draft: MenuItemFacts = {
  status: ItemStatus.Draft,
  isDraft: true,
  isEnded: false,
  bidCount: 0,
  hasWinner: false,
};
const active: MenuItemFacts = { ...draft, status: ItemStatus.Published, isDraft: false };
const activeWithBids = { ...active, bidCount: 3 };
const endedWon = { ...activeWithBids, status: ItemStatus.Ended, isEnded: true, hasWinner: true };
const endedWaiting = { ...endedWon, hasWinner: false };
const endedNoBids = { ...endedWon, bidCount: 0, hasWinner: false };
const cancelled = { ...activeWithBids, status: ItemStatus.Cancelled, isEnded: false };

const auctioneer = { isAuctioneer: true, isPlatformAdmin: false };
const enabledOf = (item: MenuItemFacts) =>
  Object.fromEntries(functionsMenuEntriesOf(item, auctioneer).map((e) => [e.key, e.isEnabled]));

describe('functions menu: which entries are enabled (spec 2)', () => {
  it.each([
    // name, item, brochure, model service, print, invoice, sellers, remove, delete draft
    ['draft', draft, false, false, false, false, true, false, true],
    ['active without bids', active, true, true, false, false, true, false, false],
    ['active with bids', activeWithBids, true, true, false, false, true, true, false],
    ['ended with a winner', endedWon, false, true, true, true, false, false, false],
    ['ended waiting for the seller', endedWaiting, false, true, true, false, false, false, false],
    ['ended without bids', endedNoBids, false, true, true, false, false, false, false],
    ['cancelled', cancelled, false, true, false, false, true, false, false],
  ])('%s', (_name, item, brochure, model, print, invoice, sellers, remove, deleteDraft) => {
    expect(enabledOf(item)).toEqual({
      salesBrochure: brochure,
      vehicleModelService: model,
      printSummary: print,
      invoice,
      responsibleSellers: sellers,
      removeItem: remove,
      deleteDraft,
    });
  });

  it.each([
    [
      'a buyer',
      { isAuctioneer: false, isPlatformAdmin: false },
      ['salesBrochure', 'vehicleModelService', 'printSummary'],
    ],
    [
      'a platform admin of another organisation',
      { isAuctioneer: false, isPlatformAdmin: true },
      ['salesBrochure', 'vehicleModelService', 'printSummary', 'invoice'],
    ],
  ])('shows %s only the entries for them', (_name, viewer, keys) => {
    expect(functionsMenuEntriesOf(endedWon, viewer).map((entry) => entry.key)).toEqual(keys);
  });
});
