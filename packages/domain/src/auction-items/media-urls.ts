import type { AuctionItem, AuctionItemFile } from './auction-item.types.js';
import type { FileAngle, ImageWidth } from './enums.js';

/** An image (or a video's still) from the media service, resized and turned (spec 3, File). */
export const mediaUrl = (externalServiceId: string, width: ImageWidth, angle: FileAngle = 0) =>
  `/media/${encodeURIComponent(externalServiceId)}?width=${width}&angle=${angle}`;

/** Files in the order the page shows them. */
export const sortFiles = (files: readonly AuctionItemFile[]) =>
  [...files].sort((a, b) => a.orderNumber - b.orderNumber || a.id - b.id);

/** The width of the item page's images (its strip of the first four). */
export const itemPageImageWidth: ImageWidth = 432;

/**
 * The item page's first image as the page asks for it (its largest paint), or null. The server
 * names it in an item page's HTML, so that the browser fetches it with the page.
 */
export function firstImageUrlOf(item: Pick<AuctionItem, 'files'>): string | null {
  const first = sortFiles(item.files)[0];
  return first?.isImage ? mediaUrl(first.externalServiceId, itemPageImageWidth, first.angle) : null;
}
