import { describe, expect, it } from 'vitest';
import type { PageSectionName } from '../item-section';
import { sectionsShownFirst } from './published-sections';

describe('sectionsShownFirst', () => {
  it.each<[string, PageSectionName[], PageSectionName[]]>([
    [
      'the item page: down to the photos',
      ['auctionInfo', 'images', 'basicInfo', 'questions'],
      ['auctionInfo', 'images'],
    ],
    ['photos first: the photos alone', ['images', 'basicInfo'], ['images']],
    [
      'the print view, without photos: every section',
      ['auctionInfo', 'basicInfo', 'technicalInfo'],
      ['auctionInfo', 'basicInfo', 'technicalInfo'],
    ],
    ['no sections', [], []],
  ])('%s', (_, sections, expected) => {
    expect(sectionsShownFirst(sections)).toEqual(expected);
  });
});
