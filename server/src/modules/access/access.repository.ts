import { ProductType, type PermissionKey } from '@dealer/domain';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database.js';

/** What decides a user's flags in one organisation: its products and the permissions the user holds. */
export interface MembershipGrounds {
  products: ProductType[];
  heldPermissions: PermissionKey[];
}

/** An organisation id: a value, or an expression such as the acting organisation of a query. */
type OrganisationId = number | Expression<number | null>;
/** A user id: a value, or an expression such as a session's user. */
type UserId = number | Expression<number>;

/** Subscriptions that auction: they count only while the organisation holds a licence. */
const auctioneerProducts = [ProductType.Auctioneer, ProductType.ProAuctioneer];

/**
 * The product types an organisation subscribes to and may use (as a subquery, by value or
 * expression). Organisation-and-settings 6: an organisation needs a licence to auction, so
 * without one its auctioneer subscriptions give nothing (a platform admin switches it).
 */
export const productTypesQuery = (db: Db, organisationId: OrganisationId) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('products', 'products.id', 'subscriptions.productId')
    .innerJoin('organisations as licensee', 'licensee.id', 'subscriptions.organisationId')
    .select('products.productType')
    .where('subscriptions.organisationId', '=', organisationId)
    .where((eb) =>
      eb.or([
        eb('licensee.hasLicence', '=', true),
        eb('products.productType', 'not in', auctioneerProducts),
      ]),
    );

/** Permissions granted to the whole organisation or to one of the user's roles there. */
const heldPermissionsQuery = (db: Db, userId: UserId, organisationId: OrganisationId) =>
  db
    .selectFrom('permissionGrants as grant')
    .innerJoin('productPermissions as permission', 'permission.id', 'grant.productPermissionId')
    .select('permission.key')
    .where('grant.organisationId', '=', organisationId)
    .where((eb) =>
      eb.or([
        eb('grant.isOrganisationWide', '=', true),
        eb.exists(
          eb
            .selectFrom('permissionRoles as pr')
            .innerJoin('membershipRoles as mr', (join) =>
              join
                .onRef('mr.roleId', '=', 'pr.roleId')
                .onRef('mr.organisationId', '=', 'pr.organisationId'),
            )
            .select('pr.roleId')
            .whereRef('pr.organisationId', '=', 'grant.organisationId')
            .whereRef('pr.productPermissionId', '=', 'grant.productPermissionId')
            .where('mr.userId', '=', userId),
        ),
      ]),
    );

const membershipQuery = (db: Db, userId: UserId, organisationId: OrganisationId) =>
  db
    .selectFrom('memberships')
    .select('userId')
    .where('userId', '=', userId)
    .where('organisationId', '=', organisationId);

export const accessRepository = {
  findBusinessIdentityCode: async (db: Db, organisationId: number): Promise<string | null> =>
    (
      await db
        .selectFrom('organisations')
        .select('businessIdentityCode')
        .where('id', '=', organisationId)
        .executeTakeFirst()
    )?.businessIdentityCode ?? null,

  isMember: async (db: Db, userId: number, organisationId: number) =>
    (await membershipQuery(db, userId, organisationId).executeTakeFirst()) !== undefined,

  /** Whether the office is the organisation's (an office id in a payload must be the caller's). */
  isOwnOffice: async (db: Db, organisationId: number, officeId: number) =>
    (await db
      .selectFrom('offices')
      .select('id')
      .where('organisationId', '=', organisationId)
      .where('id', '=', officeId)
      .executeTakeFirst()) !== undefined,

  findProductTypes: async (db: Db, organisationId: number): Promise<ProductType[]> =>
    (await productTypesQuery(db, organisationId).execute()).map((row) => row.productType),

  findHeldPermissions: async (
    db: Db,
    userId: number,
    organisationId: number,
  ): Promise<PermissionKey[]> =>
    (await heldPermissionsQuery(db, userId, organisationId).execute()).map(
      (row) => row.key as PermissionKey,
    ),

  /** Membership, products and held permissions in one round trip (null when not a member). */
  findMembershipGrounds: async (
    db: Db,
    userId: number,
    organisationId: number,
  ): Promise<MembershipGrounds | null> => {
    const row = await db
      .selectNoFrom(membershipGroundsColumns(db, userId, organisationId))
      .executeTakeFirstOrThrow();
    return toMembershipGrounds(row);
  },
};

/**
 * The columns that decide a user's flags in an organisation, for a query to select (the
 * organisation may be an expression of that query).
 */
export const membershipGroundsColumns = (db: Db, userId: UserId, organisationId: OrganisationId) =>
  [
    sql<boolean>`exists (${membershipQuery(db, userId, organisationId)})`.as('isMember'),
    sql<number[]>`array(${productTypesQuery(db, organisationId)})`.as('products'),
    sql<string[]>`array(${heldPermissionsQuery(db, userId, organisationId)})`.as('heldPermissions'),
  ] as const;

/** The grounds from those columns (null when not a member). */
export const toMembershipGrounds = (row: {
  isMember: boolean;
  products: number[];
  heldPermissions: string[];
}): MembershipGrounds | null =>
  row.isMember
    ? {
        products: row.products as ProductType[],
        heldPermissions: row.heldPermissions as PermissionKey[],
      }
    : null;
