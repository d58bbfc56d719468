import type { FastifyInstance } from 'fastify';
import { RefusedError } from '@dealer/domain';

const nul = '\u0000';

/**
 * The first place in decoded input that holds a NUL character, as a field path ("make",
 * "fileUpdates.0.angle", "" for the value itself), or null. Keys count as well as values.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(nul) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes(nul)) return innerPath;
    const found = findNulCharacter(inner, innerPath);
    if (found !== null) return found;
  }
  return null;
}

/** The 400 of a text holding a NUL character, naming where. */
export const nulCharacterRefused = (field: string) =>
  RefusedError.invalid('Text may not contain NUL characters.', { [field]: 'nul_character' });

/**
 * PostgreSQL text cannot hold a NUL character: one in any path parameter, query or JSON body
 * would reach the database and fail there (a 500). Refused here, once for every route, before
 * validation. Multipart file names are checked where they are read (`files.routes.ts`).
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const found = findNulCharacter(value);
      if (found !== null) throw nulCharacterRefused(found || part);
    }
  });
}
