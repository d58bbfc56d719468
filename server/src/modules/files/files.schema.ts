import { fileAngles, imageWidths, type FileAngle, type ImageWidth } from '@dealer/domain';
import { z } from 'zod';

/** A query value that must be one of `values`, written as digits ("216", "90"). */
const oneOf = <T extends number>(values: readonly T[]) =>
  z.enum(values.map(String) as [string, ...string[]]).transform((value) => Number(value) as T);

export const mediaParamsSchema = z.object({ externalServiceId: z.string() });

/**
 * Image variants: `width` of the delivered (rotated) image, one of the web's widths, and `angle`
 * clockwise. Anything else is 400: each distinct variant costs a rendering and disk space.
 */
export const mediaQuerySchema = z.object({
  width: oneOf<ImageWidth>(imageWidths).optional(),
  angle: oneOf<FileAngle>(fileAngles).optional(),
});
