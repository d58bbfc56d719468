/** The print view of an item (spec 2): opens in a new tab. */
export const printPath = (itemId: number) => `/ilmoitukset/${itemId}/print`;
