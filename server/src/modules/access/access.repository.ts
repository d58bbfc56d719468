import type { PermissionKey, ProductType } from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** What decides a user's flags in one organisation: its products and the permissions the user holds. */
export interface MembershipGrounds {
  products: ProductType[];
  heldPermissions: PermissionKey[];
}

export const accessRepository = {
  isMember: async (db: Db, userId: number, organisationId: number) =>
    (await db
      .selectFrom('memberships')
      .select('userId')
      .where('userId', '=', userId)
      .where('organisationId', '=', organisationId)
      .executeTakeFirst()) !== undefined,

  findProductTypes: async (db: Db, organisationId: number): Promise<ProductType[]> =>
    (
      await db
        .selectFrom('subscriptions')
        .innerJoin('products', 'products.id', 'subscriptions.productId')
        .select('products.productType')
        .where('subscriptions.organisationId', '=', organisationId)
        .execute()
    ).map((row) => row.productType as ProductType),

  /** Permissions granted to the whole organisation or to one of the user's roles there. */
  findHeldPermissions: async (
    db: Db,
    userId: number,
    organisationId: number,
  ): Promise<PermissionKey[]> =>
    (
      await db
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
        )
        .execute()
    ).map((row) => row.key as PermissionKey),
};
