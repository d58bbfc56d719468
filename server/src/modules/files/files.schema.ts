import { z } from 'zod';

export const fileRecordSchema = z.object({
  externalServiceId: z.string(),
  url: z.string(),
  type: z.string(),
  isImage: z.boolean(),
  isVideo: z.boolean(),
  isPdf: z.boolean(),
});

export const mediaParamsSchema = z.object({ externalServiceId: z.string() });

/** Image variants: `width` of the delivered (rotated) image, `angle` clockwise. */
export const mediaQuerySchema = z.object({
  width: z.coerce.number().int().min(1).optional(),
  angle: z
    .enum(['0', '90', '180', '270'])
    .transform((angle) => Number(angle) as 0 | 90 | 180 | 270)
    .optional(),
});
