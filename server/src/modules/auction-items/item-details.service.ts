import { RefusedError } from '@dealer/domain';
import {
  authorizeItem,
  relationOf,
  visibilityOf,
  bodyTypes,
  colors,
  driveTypes,
  fuelTypes,
  hoursOpenAfterFirstBidValues,
  hybridTypes,
  minimumRaiseValues,
  modelYearOptions,
  Toggle,
  transmissionTypes,
  vehicleTypes,
  windscreens,
  type ResponsibleSalesperson,
  type Office,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';
import { findReadableItem } from '../items/item-reads.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** GET GetDefaultLists: the option values of the item's dropdowns (names are the web's translations). */
export function getDefaultLists(now: Date) {
  return {
    BodyType: [...bodyTypes],
    DriveType: [...driveTypes],
    FuelType: [...fuelTypes],
    TransmissionType: [...transmissionTypes],
    VehicleType: [...vehicleTypes],
    HybridType: [...hybridTypes],
    Color: [...colors],
    Windscreen: [...windscreens],
    ModelYear: modelYearOptions(now),
    MinimumRaise: [...minimumRaiseValues],
    Toggle: [Toggle.Yes, Toggle.No],
    HoursOpenAfterFirstBid: [...hoursOpenAfterFirstBidValues],
  };
}

/** GET {itemId}/Location: where the item is picked up. */
export async function getItemLocation(ctx: Ctx, caller: Caller, itemId: number) {
  const { item } = await findReadableItem(ctx, caller, itemId);
  const location =
    item.locationId === null
      ? undefined
      : await repository.findLocation(ctx.db, item.organisationId, item.locationId);
  if (!location) throw RefusedError.notFound('The item has no location.');
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
export async function getItemOffice(ctx: Ctx, caller: Caller, itemId: number): Promise<Office> {
  const { item } = await findReadableItem(ctx, caller, itemId);
  const office =
    item.officeId === null
      ? undefined
      : await repository.findOffice(ctx.db, item.organisationId, item.officeId);
  if (!office) throw RefusedError.notFound('The item has no office.');
  return { ...office, locationAddressPostOfficeName: office.postOfficeName };
}

/** GET {itemId}/ResponsiblePersons: everyone for the auctioneer; for buyers only those shown in the auction. */
export async function getResponsibleSalespeople(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<ResponsibleSalesperson[]> {
  const { item, groups } = await findReadableItem(ctx, caller, itemId);
  const people = await repository.findResponsibleSalespeople(ctx.db, itemId);
  if (relationOf(caller, visibilityOf(item, groups)).isAuctioneer) return people;
  return item.showResponsibleSalesPeople ? people.filter((person) => person.showInAuction) : [];
}

/** GET {itemId}/auctioncompanygroups: the item's target groups, for its auctioneer. */
export async function getItemCompanyGroups(ctx: Ctx, caller: Caller, itemId: number) {
  const { item, groups } = await findReadableItem(ctx, caller, itemId);
  const refusal = authorizeItem(caller, 'manage', visibilityOf(item, groups), ctx.clock.now());
  if (refusal) throw new RefusedError(refusal);
  return repository.findCompanyGroups(ctx.db, itemId);
}
