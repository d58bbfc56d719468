import { noPermissions } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { findPermissionFlags } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { actingOrganisationId } from './item-access.js';
import { findPublicListJson } from './item-list.repository.js';

/**
 * GET /api/AuctionItems: the items page's rows (`ItemListRow[]` of the domain) for the
 * organisation the caller acts for, as the JSON text the database built.
 */
export async function listItemsJson(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
): Promise<string> {
  const { db, clock } = ctx;
  const organisationId = await actingOrganisationId(db, principal);
  const flags =
    (organisationId === null
      ? null
      : await findPermissionFlags(db, principal.userId, organisationId)) ?? noPermissions;
  const organisation =
    organisationId === null
      ? undefined
      : await db
          .selectFrom('organisations')
          .select('businessIdentityCode')
          .where('id', '=', organisationId)
          .executeTakeFirst();
  return findPublicListJson(
    db,
    {
      organisationId,
      businessIdentityCode: organisation?.businessIdentityCode ?? null,
      isRegularViewer: flags.isRegularViewer,
      isProViewer: flags.isProViewer,
    },
    principal.userId,
    clock.now(),
  );
}
