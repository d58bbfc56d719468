import type {
  AdminOfficeRequest,
  AdminOrganisationRequest,
  PermissionKey,
  ProductType,
} from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** `%term%` for ILIKE, with the pattern's own characters taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const organisationColumns = [
  'organisations.id',
  'organisations.name',
  'organisations.businessIdentityCode',
  'organisations.streetAddress',
  'organisations.postalAreaCode',
  'organisations.postOfficeName',
  'organisations.phoneNumber',
  'organisations.emailAddress',
  'organisations.hasLicence',
] as const;

const productsOf = (db: Db) =>
  sql<number[]>`array(${db
    .selectFrom('subscriptions')
    .innerJoin('products', 'products.id', 'subscriptions.productId')
    .select('products.productType')
    .where('subscriptions.organisationId', '=', sql.ref<number>('organisations.id'))
    .orderBy('products.productType')})`;

type OrganisationFields = Omit<AdminOrganisationRequest, 'products'>;

/** The SQL of the platform admin's organisations and offices (issue 13). */
export const organisationsAdminRepository = {
  /** Organisations by any part of the name or business identity code, by name, 100 at most. */
  list: (db: Db, search: string | undefined, limit: number) =>
    db
      .selectFrom('organisations')
      .select([
        'organisations.id',
        'organisations.name',
        'organisations.businessIdentityCode',
        'organisations.hasLicence',
        productsOf(db).as('products'),
        sql<number>`(select count(*)::int from memberships m where m.organisation_id = organisations.id)`.as(
          'memberCount',
        ),
      ])
      .$if(Boolean(search), (query) =>
        query.where((eb) =>
          eb.or([
            eb('organisations.name', 'ilike', containsPattern(search!)),
            eb('organisations.businessIdentityCode', 'ilike', containsPattern(search!)),
          ]),
        ),
      )
      .orderBy('organisations.name')
      .orderBy('organisations.id')
      .limit(limit)
      .execute(),

  find: (db: Db, id: number) =>
    db
      .selectFrom('organisations')
      .select([...organisationColumns, productsOf(db).as('products')])
      .where('organisations.id', '=', id)
      .executeTakeFirst(),

  lock: (db: Db, id: number) =>
    db
      .selectFrom('organisations')
      .select(['id', 'name'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** Another organisation holding this business identity code (the column is unique). */
  findByBusinessIdentityCode: (db: Db, code: string) =>
    db
      .selectFrom('organisations')
      .select('id')
      .where('businessIdentityCode', '=', code)
      .executeTakeFirst(),

  insert: async (db: Db, fields: OrganisationFields) =>
    (await db.insertInto('organisations').values(fields).returning('id').executeTakeFirstOrThrow())
      .id,

  update: (db: Db, id: number, fields: OrganisationFields) =>
    db.updateTable('organisations').set(fields).where('id', '=', id).execute(),

  /** The subscriptions become exactly `productTypes`. */
  async setProducts(db: Db, organisationId: number, productTypes: readonly number[]) {
    await db
      .deleteFrom('subscriptions')
      .where('organisationId', '=', organisationId)
      .where(
        'productId',
        'not in',
        db
          .selectFrom('products')
          .select('id')
          .where(
            'productType',
            'in',
            (productTypes.length ? [...productTypes] : [-1]) as ProductType[],
          ),
      )
      .execute();
    if (productTypes.length === 0) return;
    await db
      .insertInto('subscriptions')
      .columns(['organisationId', 'productId'])
      .expression(
        db
          .selectFrom('products')
          .select([sql<number>`${organisationId}::int`.as('organisationId'), 'id'])
          .where('productType', 'in', [...productTypes] as ProductType[]),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },

  /** A new organisation's roles, each granted its permission. */
  async insertRoles(
    db: Db,
    organisationId: number,
    roles: ReadonlyArray<{
      name: string;
      icon: string;
      roleType: number;
      permission: PermissionKey;
    }>,
  ) {
    for (const role of roles) {
      const { id: roleId } = await db
        .insertInto('organisationRoles')
        .values({ organisationId, name: role.name, icon: role.icon, roleType: role.roleType as 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const permission = await db
        .selectFrom('productPermissions')
        .select('id')
        .where('key', '=', role.permission)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('permissionGrants')
        .values({ organisationId, productPermissionId: permission.id, isOrganisationWide: false })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await db
        .insertInto('permissionRoles')
        .values({ organisationId, productPermissionId: permission.id, roleId })
        .execute();
    }
  },

  findOffices: (db: Db, organisationId: number) =>
    db
      .selectFrom('offices')
      .select(['id', 'name', 'streetAddress', 'postalAreaCode', 'postOfficeName'])
      .where('organisationId', '=', organisationId)
      .orderBy('name')
      .orderBy('id')
      .execute(),

  insertOffice: (db: Db, organisationId: number, office: AdminOfficeRequest) =>
    db
      .insertInto('offices')
      .values({ ...office, organisationId })
      .returning(['id', 'name', 'streetAddress', 'postalAreaCode', 'postOfficeName'])
      .executeTakeFirstOrThrow(),

  updateOffice: (db: Db, organisationId: number, officeId: number, office: AdminOfficeRequest) =>
    db
      .updateTable('offices')
      .set(office)
      .where('organisationId', '=', organisationId)
      .where('id', '=', officeId)
      .returning(['id', 'name', 'streetAddress', 'postalAreaCode', 'postOfficeName'])
      .executeTakeFirst(),

  /** The organisation's roles with the permission keys granted to each. */
  findRoles: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisationRoles as role')
      .select([
        'role.id',
        'role.name',
        'role.roleType',
        sql<string[]>`array(${db
          .selectFrom('permissionRoles as pr')
          .innerJoin('productPermissions as permission', 'permission.id', 'pr.productPermissionId')
          .select('permission.key')
          .where('pr.roleId', '=', sql.ref<number>('role.id'))
          .orderBy('permission.key')})`.as('permissions'),
      ])
      .where('role.organisationId', '=', organisationId)
      .orderBy('role.name')
      .orderBy('role.id')
      .execute(),

  findMembers: (db: Db, organisationId: number) =>
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select([
        'users.id as userId',
        'users.email',
        'users.firstName',
        'users.lastName',
        sql<number[]>`array(${db
          .selectFrom('membershipRoles as mr')
          .select('mr.roleId')
          .where('mr.userId', '=', sql.ref<number>('memberships.userId'))
          .where('mr.organisationId', '=', sql.ref<number>('memberships.organisationId'))
          .orderBy('mr.roleId')})`.as('roleIds'),
      ])
      .where('memberships.organisationId', '=', organisationId)
      .orderBy('users.lastName')
      .orderBy('users.firstName')
      .orderBy('users.id')
      .execute(),
};
