import type { Db } from '../../db/database.js';

export const organisationsRepository = {
  findOrganisation: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisations')
      .select([
        'id',
        'name',
        'businessIdentityCode',
        'streetAddress',
        'postalAreaCode',
        'postOfficeName',
        'phoneNumber',
        'emailAddress',
        'organisationDescription',
      ])
      .where('id', '=', organisationId)
      .executeTakeFirst(),

  findProducts: (db: Db, organisationId: number) =>
    db
      .selectFrom('subscriptions')
      .innerJoin('products', 'products.id', 'subscriptions.productId')
      .select(['products.id', 'products.name', 'products.productType', 'products.tier'])
      .where('subscriptions.organisationId', '=', organisationId)
      .orderBy('products.productType')
      .execute(),

  findImages: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisationImages')
      .select(['id', 'imageKind', 'url'])
      .where('organisationId', '=', organisationId)
      .orderBy('id')
      .execute(),

  findOffices: (db: Db, organisationId: number) =>
    db
      .selectFrom('offices')
      .select(['id', 'organisationId', 'name', 'streetAddress', 'postalAreaCode', 'postOfficeName'])
      .where('organisationId', '=', organisationId)
      .orderBy('name')
      .orderBy('id')
      .execute(),

  findRoles: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisationRoles')
      .select(['id', 'name', 'icon', 'roleType'])
      .where('organisationId', '=', organisationId)
      .orderBy('name')
      .execute(),

  findAllPermissions: (db: Db) =>
    db.selectFrom('productPermissions').select(['id', 'key', 'name']).orderBy('id').execute(),

  findGrants: (db: Db, organisationId: number) =>
    db
      .selectFrom('permissionGrants')
      .select(['productPermissionId', 'isOrganisationWide'])
      .where('organisationId', '=', organisationId)
      .execute(),

  findPermissionRoles: (db: Db, organisationId: number) =>
    db
      .selectFrom('permissionRoles')
      .select(['productPermissionId', 'roleId'])
      .where('organisationId', '=', organisationId)
      .orderBy('roleId')
      .execute(),

  /** Locks the organisation's grant of one permission, creating it when missing. */
  lockGrant: async (db: Db, organisationId: number, productPermissionId: number) => {
    await db
      .insertInto('permissionGrants')
      .values({ organisationId, productPermissionId, isOrganisationWide: false })
      .onConflict((conflict) =>
        conflict.columns(['organisationId', 'productPermissionId']).doNothing(),
      )
      .execute();
    return db
      .selectFrom('permissionGrants')
      .select('isOrganisationWide')
      .where('organisationId', '=', organisationId)
      .where('productPermissionId', '=', productPermissionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  },

  setOrganisationWide: (
    db: Db,
    organisationId: number,
    productPermissionId: number,
    isOrganisationWide: boolean,
  ) =>
    db
      .updateTable('permissionGrants')
      .set({ isOrganisationWide })
      .where('organisationId', '=', organisationId)
      .where('productPermissionId', '=', productPermissionId)
      .execute(),

  replacePermissionRoles: async (
    db: Db,
    organisationId: number,
    productPermissionId: number,
    roleIds: number[],
  ) => {
    await db
      .deleteFrom('permissionRoles')
      .where('organisationId', '=', organisationId)
      .where('productPermissionId', '=', productPermissionId)
      .execute();
    if (roleIds.length > 0) {
      await db
        .insertInto('permissionRoles')
        .values(roleIds.map((roleId) => ({ organisationId, productPermissionId, roleId })))
        .execute();
    }
  },
};
