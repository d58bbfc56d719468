import { routePaths } from '@dealer/domain';

/** The item page's address, /ilmoitukset/{id} (spec 2). */
export const itemPath = (itemId: number) => `${routePaths.items}/${itemId}`;

/** The item id of an address's `:itemId` part; NaN when it holds no id (ids start at 1). */
export const itemIdOf = (param: string | undefined): number =>
  /^\d{1,10}$/.test(param ?? '') && Number(param) > 0 ? Number(param) : NaN;
