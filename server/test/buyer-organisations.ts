import { ProductType } from '@dealer/domain';
import { systemClock } from '../src/clock.js';
import type { Db } from '../src/db/database.js';
import { createApiKey } from '../src/modules/auth/auth.service.js';

/**
 * `count` buyer organisations, each with one member who holds the bid permission organisation
 * wide, and an API key acting for it (cheaper than signing in many users).
 */
export async function createBuyerOrganisations(
  db: Db,
  count: number,
): Promise<Array<{ organisationId: number; userId: number; apiKey: string }>> {
  const viewer = await db
    .selectFrom('products')
    .select('id')
    .where('productType', '=', ProductType.Viewer)
    .executeTakeFirstOrThrow();
  const bidPermission = await db
    .selectFrom('productPermissions')
    .select('id')
    .where('key', '=', 'bid')
    .executeTakeFirstOrThrow();
  const buyers = [];
  for (let index = 0; index < count; index++) {
    const suffix = `${Date.now().toString(36)}${index}`;
    const { id: organisationId } = await db
      .insertInto('organisations')
      .values({
        name: `Testiostaja ${index + 1} Oy`,
        businessIdentityCode: `${String(1_000_000 + index)}-${index % 10}`,
        streetAddress: 'Testikatu 1',
        postalAreaCode: '00100',
        postOfficeName: 'Helsinki',
        phoneNumber: null,
        emailAddress: null,
        organisationDescription: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('subscriptions').values({ organisationId, productId: viewer.id }).execute();
    await db
      .insertInto('permissionGrants')
      .values({ organisationId, productPermissionId: bidPermission.id, isOrganisationWide: true })
      .execute();
    const { id: userId } = await db
      .insertInto('users')
      .values({
        email: `buyer-${suffix}@test.invalid`,
        passwordHash: 'not-a-hash',
        firstName: 'Testi',
        lastName: `Ostaja ${index + 1}`,
        locale: 'fi-fi',
        phoneNumber: null,
        selectedOrganisationId: organisationId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({ userId, organisationId, phoneNumber: null })
      .execute();
    const { key } = await createApiKey(
      { db, clock: systemClock },
      { organisationId, userId, name: 'test' },
    );
    buyers.push({ organisationId, userId, apiKey: key });
  }
  return buyers;
}
