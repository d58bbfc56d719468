import type { ImageWidth } from '@dealer/domain';

/**
 * An image of the media service at one of its widths (WebP where the browser takes it), so a
 * logo shown 120 px wide does not load the 2880 px original. Other addresses are left as they are.
 */
export const sizedImageUrl = (url: string, width: ImageWidth): string =>
  url.startsWith('/media/') && !url.includes('?') ? `${url}?width=${width}` : url;

/** Logos are shown at most 240 px wide: twice 216 for sharp screens. */
export const logoImageWidth: ImageWidth = 432;
