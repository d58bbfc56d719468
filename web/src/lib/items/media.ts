import type { FileAngle, ImageWidth } from '@dealer/domain';

/** An image (or a video's still) from the media service, resized and turned (spec 3, File). */
export const mediaUrl = (externalServiceId: string, width: ImageWidth, angle: FileAngle = 0) =>
  `/media/${encodeURIComponent(externalServiceId)}?width=${width}&angle=${angle}`;
