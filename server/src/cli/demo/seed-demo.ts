import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { demoOrganisations, demoPassword, demoSalesStaff, demoUsers } from './demo-data.js';

export class NotEmptyError extends Error {}

const organisationHasSellers = (key: string) =>
  demoOrganisations.some(
    (organisation) => organisation.key === key && organisation.auctionDefaults,
  );

/**
 * Writes the demo organisations and users in one transaction. Refuses a database that already
 * has organisations or users, so it never mixes demo data into real data.
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('users')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const organisations = await trx.selectFrom('organisations').select('id').limit(1).execute();
    if (Number(count) > 0 || organisations.length > 0) {
      throw new NotEmptyError(
        'The database already has users or organisations; demo data not added.',
      );
    }
    const products = await trx.selectFrom('products').select(['id', 'productType']).execute();
    const permissions = await trx.selectFrom('productPermissions').select(['id', 'key']).execute();
    const organisationIds = new Map<string, number>();
    const roleIds = new Map<string, number>();
    const officeIds = new Map<string, number[]>();

    for (const organisation of demoOrganisations) {
      const { id } = await trx
        .insertInto('organisations')
        .values({
          name: organisation.name,
          businessIdentityCode: organisation.businessIdentityCode,
          streetAddress: organisation.streetAddress,
          postalAreaCode: organisation.postalAreaCode,
          postOfficeName: organisation.postOfficeName,
          phoneNumber: organisation.phoneNumber,
          emailAddress: organisation.emailAddress,
          organisationDescription: organisation.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      organisationIds.set(organisation.key, id);
      await trx
        .insertInto('subscriptions')
        .values(
          organisation.products.map((type) => ({
            organisationId: id,
            productId: products.find((product) => product.productType === type)!.id,
          })),
        )
        .execute();
      const offices = await trx
        .insertInto('offices')
        .values(organisation.offices.map((office) => ({ ...office, organisationId: id })))
        .returning('id')
        .execute();
      officeIds.set(
        organisation.key,
        offices.map((office) => office.id),
      );
      if (organisation.auctionDefaults) {
        await trx
          .insertInto('organisationSettings')
          .values({ organisationId: id, ...organisation.auctionDefaults })
          .execute();
        await trx
          .insertInto('organisationLocations')
          .values(
            organisation.offices.map((office, index) => ({
              organisationId: id,
              name: `${office.name} (nouto)`,
              streetAddress: office.streetAddress,
              postalAreaCode: office.postalAreaCode,
              postOfficeName: office.postOfficeName,
              officeId: offices[index]!.id,
              locationPurpose: 10,
              locationType: 10,
              pickUpDescription: 'Nouto arkisin klo 9–17. Ilmoitathan noudosta päivää etukäteen.',
              pickUpEnabled: true,
            })),
          )
          .execute();
      }
      for (const role of organisation.roles) {
        const inserted = await trx
          .insertInto('organisationRoles')
          .values({ organisationId: id, name: role.name, icon: role.icon, roleType: role.roleType })
          .returning('id')
          .executeTakeFirstOrThrow();
        roleIds.set(`${organisation.key}/${role.name}`, inserted.id);
      }
      for (const permission of permissions) {
        const roles = organisation.roles.filter((role) =>
          (role.permissions as string[]).includes(permission.key),
        );
        if (roles.length === 0) continue;
        await trx
          .insertInto('permissionGrants')
          .values({
            organisationId: id,
            productPermissionId: permission.id,
            isOrganisationWide: false,
          })
          .execute();
        await trx
          .insertInto('permissionRoles')
          .values(
            roles.map((role) => ({
              organisationId: id,
              productPermissionId: permission.id,
              roleId: roleIds.get(`${organisation.key}/${role.name}`)!,
            })),
          )
          .execute();
      }
    }

    for (const user of [...demoUsers, ...demoSalesStaff]) {
      const selected = user.memberships[0]?.organisation;
      const { id: userId } = await trx
        .insertInto('users')
        .values({
          email: user.email,
          passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          phoneNumber: user.phoneNumber,
          locale: 'fi-fi',
          nwAdmin: user.nwAdmin ?? false,
          selectedOrganisationId: selected ? organisationIds.get(selected)! : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const membership of user.memberships) {
        const organisationId = organisationIds.get(membership.organisation)!;
        await trx
          .insertInto('memberships')
          .values({ userId, organisationId, phoneNumber: user.phoneNumber })
          .execute();
        await trx
          .insertInto('membershipOffices')
          .values(
            officeIds
              .get(membership.organisation)!
              .map((officeId) => ({ userId, organisationId, officeId })),
          )
          .execute();
        const isDefaultSalesperson =
          organisationHasSellers(membership.organisation) &&
          membership.roles.includes('Myyjä') &&
          user.isDefaultSalesperson !== false;
        if (isDefaultSalesperson) {
          await trx
            .insertInto('defaultResponsibleSalespeople')
            .values(
              officeIds
                .get(membership.organisation)!
                .map((officeId) => ({ organisationId, officeId, userId, showInAuction: true })),
            )
            .execute();
        }
        await trx
          .insertInto('membershipRoles')
          .values(
            membership.roles.map((role) => ({
              userId,
              organisationId,
              roleId: roleIds.get(`${membership.organisation}/${role}`)!,
            })),
          )
          .execute();
      }
    }
  });
}
