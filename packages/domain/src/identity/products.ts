/** Product tier (spec: Regular 0, Pro 1). */
export const ProductTier = { Regular: 0, Pro: 1 } as const;
export type ProductTier = (typeof ProductTier)[keyof typeof ProductTier];

/** The four subscriptions an organisation can hold. */
export const ProductType = {
  Auctioneer: 1,
  ProAuctioneer: 2,
  Viewer: 3,
  ProViewer: 4,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const productTierOf = (type: ProductType): ProductTier =>
  type === ProductType.ProAuctioneer || type === ProductType.ProViewer
    ? ProductTier.Pro
    : ProductTier.Regular;

/** Organisation role kinds seen in the spec (Buyer 0, Auctioneer 10, Unknown 999). */
export const OrganisationRoleType = { Buyer: 0, Auctioneer: 10, Unknown: 999 } as const;
export type OrganisationRoleType = (typeof OrganisationRoleType)[keyof typeof OrganisationRoleType];

/** Organisation image kinds (spec: unknown 0, thumbnail 1, logo 2). */
export const OrganisationImageKind = { Unknown: 0, Thumbnail: 1, Logo: 2 } as const;
export type OrganisationImageKind =
  (typeof OrganisationImageKind)[keyof typeof OrganisationImageKind];
