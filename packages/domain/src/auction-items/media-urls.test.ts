import { describe, expect, it } from 'vitest';
import type { AuctionItemFile } from './auction-item.types.js';
import { firstImageUrlOf, mediaUrl, sortFiles } from './media-urls.js';

const file = (overrides: Partial<AuctionItemFile>): AuctionItemFile => ({
  id: 1,
  url: '',
  type: 'image/jpeg',
  angle: 0,
  orderNumber: 1,
  isImage: true,
  isPdf: false,
  isVideo: false,
  externalServiceId: 'a',
  archive: false,
  addedFile: false,
  ...overrides,
});

describe('media addresses', () => {
  it('asks the media service for a width and a turn, the id escaped', () => {
    expect(mediaUrl('a b/c', 432, 90)).toBe('/media/a%20b%2Fc?width=432&angle=90');
    expect(mediaUrl('x', 240)).toBe('/media/x?width=240&angle=0');
  });

  it('orders files by their number, then by id', () => {
    const files = [
      file({ id: 3, orderNumber: 2 }),
      file({ id: 2, orderNumber: 1 }),
      file({ id: 1, orderNumber: 2 }),
    ];
    expect(sortFiles(files).map(({ id }) => id)).toEqual([2, 1, 3]);
  });

  it.each([
    [
      'the first in order, turned as stored',
      [
        file({ id: 1, orderNumber: 2, externalServiceId: 'b' }),
        file({ id: 2, orderNumber: 1, externalServiceId: 'a', angle: 180 }),
      ],
      '/media/a?width=432&angle=180',
    ],
    [
      'none when the first file is a document',
      [file({ isImage: false, isPdf: true, orderNumber: 1 }), file({ orderNumber: 2 })],
      null,
    ],
    ['none without files', [], null],
  ])('names the item page’s first image: %s', (_case, files, expected) => {
    expect(firstImageUrlOf({ files })).toBe(expected);
  });
});
