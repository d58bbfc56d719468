import { routePaths } from '@dealer/domain';

/** The item page's address, /ilmoitukset/{id} (spec 2). */
export const itemPath = (itemId: number) => `${routePaths.items}/${itemId}`;
