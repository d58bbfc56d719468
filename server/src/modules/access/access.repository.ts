import type { PermissionKey, ProductType } from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What decides a user's flags in one organisation: its products and the permissions the user holds. */
export interface MembershipGrounds {
  products: ProductType[];
  heldPermissions: PermissionKey[];
}

const productTypesQuery = (db: Db, organisationId: number) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('products', 'products.id', 'subscriptions.productId')
    .select('products.productType')
    .where('subscriptions.organisationId', '=', organisationId);

/** Permissions granted to the whole organisation or to one of the user's roles there. */
const heldPermissionsQuery = (db: Db, userId: number, organisationId: number) =>
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

const membershipQuery = (db: Db, userId: number, organisationId: number) =>
  db
    .selectFrom('memberships')
    .select('userId')
    .where('userId', '=', userId)
    .where('organisationId', '=', organisationId);

export const accessRepository = {
  isMember: async (db: Db, userId: number, organisationId: number) =>
    (await membershipQuery(db, userId, organisationId).executeTakeFirst()) !== undefined,

  findProductTypes: async (db: Db, organisationId: number): Promise<ProductType[]> =>
    (await productTypesQuery(db, organisationId).execute()).map(
      (row) => row.productType as ProductType,
    ),

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
      .selectNoFrom((eb) => [
        eb.exists(membershipQuery(db, userId, organisationId)).as('isMember'),
        sql<number[]>`array(${productTypesQuery(db, organisationId)})`.as('products'),
        sql<string[]>`array(${heldPermissionsQuery(db, userId, organisationId)})`.as(
          'heldPermissions',
        ),
      ])
      .executeTakeFirstOrThrow();
    if (!row.isMember) return null;
    return {
      products: row.products as ProductType[],
      heldPermissions: row.heldPermissions as PermissionKey[],
    };
  },
};
