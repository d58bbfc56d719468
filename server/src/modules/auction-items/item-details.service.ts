import {
  AuditLogType,
  bodyTypes,
  colors,
  driveTypes,
  fuelTypes,
  hoursOpenAfterFirstBidValues,
  hybridTypes,
  ItemStatus,
  maxVisibleResponsibleSalespeople,
  minimumRaiseValues,
  Toggle,
  transmissionTypes,
  vehicleTypes,
  windscreens,
  type ItemResponsiblePerson,
  type Office,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { publishItemRefresh } from '../../live/item-events.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { Principal } from '../auth/principal.js';
import { helsinkiDateKey } from '@dealer/domain';
import { auctionItemsRepository as repository } from './auction-items.repository.js';
import {
  canSee,
  changeAsAuctioneer,
  requireItemAuctioneer,
  ruleBroken,
  viewerOf,
  visibilityItemOf,
} from './item-access.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

/** GET GetDefaultLists: the option values of the item's dropdowns (names are the web's translations). */
export function getDefaultLists(now: Date) {
  const year = Number(helsinkiDateKey(now).slice(0, 4));
  return {
    BodyType: [...bodyTypes],
    DriveType: [...driveTypes],
    FuelType: [...fuelTypes],
    TransmissionType: [...transmissionTypes],
    VehicleType: [...vehicleTypes],
    HybridType: [...hybridTypes],
    Color: [...colors],
    Windscreen: [...windscreens],
    ModelYear: Array.from({ length: 61 }, (_, index) => year + 1 - index),
    MinimumRaise: [...minimumRaiseValues],
    Toggle: [Toggle.Yes, Toggle.No],
    HoursOpenAfterFirstBid: [...hoursOpenAfterFirstBidValues],
  };
}

async function visibleItem(ctx: Ctx, principal: Principal, itemId: number) {
  const row = await repository.findItem(ctx.db, itemId);
  if (!row) throw notFound('No such item.');
  if (!(await canSee(ctx.db, row, await viewerOf(ctx.db, principal, row), ctx.clock.now()))) {
    throw notFound('No such item.');
  }
  return row;
}

/** GET {itemId}/Location: where the item is picked up. */
export async function getItemLocation(ctx: Ctx, principal: Principal, itemId: number) {
  const row = await visibleItem(ctx, principal, itemId);
  if (row.locationId === null) throw notFound('The item has no location.');
  const location = await repository.findLocation(ctx.db, row.organisationId, row.locationId);
  if (!location) throw notFound('The item has no location.');
  return {
    id: location.id,
    name: location.name,
    streetAddress: location.streetAddress,
    postalAreaCode: location.postalAreaCode,
    postOfficeName: location.postOfficeName,
    pickUpDescription: location.pickUpDescription,
    pickUpEnabled: location.pickUpEnabled,
  };
}

/** GET {itemId}/Office. */
export async function getItemOffice(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
): Promise<Office> {
  const row = await visibleItem(ctx, principal, itemId);
  const office =
    row.officeId === null
      ? undefined
      : await repository.findOffice(ctx.db, row.organisationId, row.officeId);
  if (!office) throw notFound('The item has no office.');
  return { ...office, locationAddressPostOfficeName: office.postOfficeName };
}

/** GET {itemId}/ResponsiblePersons: everyone for the auctioneer; for buyers only those shown in the auction. */
export async function getResponsiblePersons(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
): Promise<ItemResponsiblePerson[]> {
  const row = await repository.findItem(ctx.db, itemId);
  if (!row) throw notFound('No such item.');
  const viewer = await viewerOf(ctx.db, principal, row);
  if (!(await canSee(ctx.db, row, viewer, ctx.clock.now()))) throw notFound('No such item.');
  const people = await repository.findResponsiblePersons(ctx.db, itemId);
  if (viewer.isAuctioneer) return people;
  return row.showResponsibleSalesPeople ? people.filter((person) => person.showInAuction) : [];
}

async function changeResponsiblePersons(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  change: (
    people: Array<{ id: number; userId: number; showInAuction: boolean }>,
    organisationId: number,
    trx: Db,
  ) => Promise<Array<{ userId: number; showInAuction: boolean }>>,
  description: string,
  type: (typeof AuditLogType)[keyof typeof AuditLogType],
): Promise<ItemResponsiblePerson[]> {
  const { db, clock } = ctx;
  await changeAsAuctioneer(ctx, principal, itemId, async (trx, row) => {
    if (row.status === ItemStatus.Deleted) throw notFound('No such item.');
    const current = await repository.findResponsiblePersons(trx, itemId);
    const next = await change(current, row.organisationId, trx);
    if (next.filter((person) => person.showInAuction).length > maxVisibleResponsibleSalespeople) {
      throw ruleBroken('At most 3 responsible salespeople are shown in an auction.', {
        showInAuction: 'too_many_visible_salespersons',
      });
    }
    await repository.replaceResponsiblePersons(
      trx,
      itemId,
      next.map(({ userId, showInAuction }) => ({ userId, showInAuction })),
    );
    await writeAudit(trx, {
      auctionItemId: itemId,
      organisationId: row.organisationId,
      userId: principal.userId,
      type,
      description,
      now: clock.now(),
    });
  });
  await publishItemRefresh(ctx, itemId);
  return repository.findResponsiblePersons(db, itemId);
}

/** POST {itemId}/ResponsiblePerson: a member of the organisation joins the item's responsible people. */
export function addResponsiblePerson(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  person: { userId: number; showInAuction: boolean },
) {
  return changeResponsiblePersons(
    ctx,
    principal,
    itemId,
    async (current, organisationId, trx) => {
      // Inside the transaction: the embedded database has one connection.
      const isMember = await trx
        .selectFrom('memberships')
        .select('userId')
        .where('userId', '=', person.userId)
        .where('organisationId', '=', organisationId)
        .executeTakeFirst();
      if (!isMember)
        throw ruleBroken('The person is not a member of the organisation.', {
          userId: 'invalid_option',
        });
      if (current.some((existing) => existing.userId === person.userId))
        throw ruleBroken('The person is already responsible for the item.', {
          userId: 'already_exists',
        });
      return [...current, person];
    },
    `Responsible person ${person.userId} added`,
    AuditLogType.ResponsiblePersonAdded,
  );
}

/** PATCH {itemId}/ResponsiblePerson: shown in the auction or not. */
export function updateResponsiblePerson(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  person: { id: number; showInAuction: boolean },
) {
  return changeResponsiblePersons(
    ctx,
    principal,
    itemId,
    async (current) => {
      if (!current.some((existing) => existing.id === person.id))
        throw notFound('No such responsible person on the item.');
      return current.map((existing) =>
        existing.id === person.id ? { ...existing, showInAuction: person.showInAuction } : existing,
      );
    },
    `Responsible person ${person.id} updated`,
    AuditLogType.ResponsiblePersonUpdated,
  );
}

/** DELETE {itemId}/ResponsiblePerson/{responsiblePersonId}. */
export function removeResponsiblePerson(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  responsiblePersonId: number,
) {
  return changeResponsiblePersons(
    ctx,
    principal,
    itemId,
    async (current) => {
      if (!current.some((existing) => existing.id === responsiblePersonId))
        throw notFound('No such responsible person on the item.');
      return current.filter((existing) => existing.id !== responsiblePersonId);
    },
    `Responsible person ${responsiblePersonId} removed`,
    AuditLogType.ResponsiblePersonRemoved,
  );
}

/** GET {itemId}/auctioncompanygroups: the item's target groups, for its auctioneer. */
export async function getItemCompanyGroups(ctx: Ctx, principal: Principal, itemId: number) {
  await requireItemAuctioneer(
    ctx.db,
    principal,
    await repository.findItem(ctx.db, itemId),
    ctx.clock.now(),
  );
  return repository.findCompanyGroups(ctx.db, itemId);
}

/** POST {itemId}/CompanyGroup: shows the item to a group (whitelist) or hides it from one (blacklist). */
export async function assignCompanyGroup(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  assignment: { companyGroupId: number; visibilityType: number },
) {
  const { db } = ctx;
  const before = await changeAsAuctioneer(ctx, principal, itemId, async (trx, row) => {
    const group = await trx
      .selectFrom('companyGroups')
      .select('id')
      .where('id', '=', assignment.companyGroupId)
      .where('organisationId', '=', row.organisationId)
      .executeTakeFirst();
    if (!group)
      throw ruleBroken('The group does not belong to the organisation.', {
        companyGroupId: 'invalid_option',
      });
    const current = await repository.findCompanyGroups(trx, itemId);
    // An item is either shown to its groups or hidden from them: one visibility type for all.
    const others = current
      .filter((existing) => existing.companyGroupId !== assignment.companyGroupId)
      .map((existing) => ({ ...existing, visibilityType: assignment.visibilityType }));
    // Who could see it before the change: they hear of it too, and lose it if it is now hidden.
    const visibilityBefore = await visibilityItemOf(trx, row);
    await repository.replaceCompanyGroups(trx, itemId, [...others, assignment]);
    return visibilityBefore;
  });
  await publishItemRefresh(ctx, itemId, before);
  return repository.findCompanyGroups(db, itemId);
}
