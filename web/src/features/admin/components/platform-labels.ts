import { ProductType, type UserAccountState } from '@dealer/domain';

/** The subscriptions' names in the catalogue. */
export const productKeys = {
  [ProductType.Auctioneer]: 'platformAdmin.products.auctioneer',
  [ProductType.ProAuctioneer]: 'platformAdmin.products.proAuctioneer',
  [ProductType.Viewer]: 'platformAdmin.products.viewer',
  [ProductType.ProViewer]: 'platformAdmin.products.proViewer',
} as const;

/** A product type from the API (a number) as a catalogue key. */
export const productKeyOf = (type: number) => productKeys[type as ProductType];

/** A user's account state in the catalogue. */
export const accountStateKeys = {
  active: 'platformAdmin.states.active',
  invited: 'platformAdmin.states.invited',
  invitation_expired: 'platformAdmin.states.invitationExpired',
} as const satisfies Record<UserAccountState, string>;

/** The languages a user can have, in their own words (as the shell's language menu). */
export const localeNames = { 'fi-fi': 'Suomi', 'en-gb': 'English', 'sv-se': 'Svenska' } as const;
