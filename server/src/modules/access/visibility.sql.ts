import { endedItemListHours, ItemStatus, type VisibilityViewer } from '@dealer/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * The visibility facts of an item as SQL expressions over a reference to its id column (e.g.
 * `item.id`): the business identity codes of its whitelist and blacklist target groups, and
 * whether it has a whitelist at all. One definition for every query that filters by visibility.
 */
export function targetGroupColumns(itemId: RawBuilder<unknown>) {
  const codes = (visibilityType: number) =>
    sql<string[]>`(select coalesce(json_agg(member.business_identity_code), '[]'::json)
      from auction_item_company_groups item_group
      join company_group_items member on member.company_group_id = item_group.company_group_id
      where item_group.auction_item_id = ${itemId} and item_group.visibility_type = ${visibilityType})`;
  return [
    codes(1).as('whitelist'),
    codes(2).as('blacklist'),
    sql<boolean>`exists (select 1 from auction_item_company_groups item_group
      where item_group.auction_item_id = ${itemId} and item_group.visibility_type = 1)`.as(
      'hasWhitelist',
    ),
  ] as const;
}

/** The item columns the visibility rule reads, as references of a query over `alias`. */
const columnsOf = (alias: string) => ({
  id: sql.ref(`${alias}.id`),
  organisationId: sql.ref(`${alias}.organisation_id`),
  status: sql.ref(`${alias}.status`),
  startTime: sql.ref(`${alias}.start_time`),
  endTime: sql.ref(`${alias}.end_time`),
  showInBasicAuction: sql.ref(`${alias}.show_in_basic_auction`),
});

/** Whether the viewer's business is in one of the item's target groups of a list type. */
const isMemberOf = (itemId: RawBuilder<unknown>, visibilityType: number, code: string | null) =>
  sql<boolean>`exists (select 1 from auction_item_company_groups item_group
    join company_group_items member on member.company_group_id = item_group.company_group_id
    where item_group.auction_item_id = ${itemId} and item_group.visibility_type = ${visibilityType}
      and member.business_identity_code = ${code})`;

/**
 * The SQL form of the domain's `isOpenTo` (spec 6): the buyer subscription, Pro items only for
 * pro viewers unless shown in the basic auction, and the target groups. A test holds it equal to
 * the domain form over a table of viewers × items.
 */
function isOpenToSql(alias: string, viewer: VisibilityViewer) {
  const item = columnsOf(alias);
  const { isRegularViewer, isProViewer } = viewer.flags;
  const code = viewer.businessIdentityCode;
  return sql<boolean>`(${isRegularViewer || isProViewer}
    and (${item.showInBasicAuction} or ${isProViewer})
    and (not exists (select 1 from auction_item_company_groups item_group
          where item_group.auction_item_id = ${item.id} and item_group.visibility_type = 1)
        or ${isMemberOf(item.id, 1, code)})
    and not ${isMemberOf(item.id, 2, code)})`;
}

/** The SQL form of the domain's `canViewItem`, over the item row aliased `alias`. */
export function canViewItemSql(alias: string, viewer: VisibilityViewer, now: Date) {
  const item = columnsOf(alias);
  return sql<boolean>`coalesce(${item.status} <> ${ItemStatus.Deleted} and (
    ${item.organisationId} = ${viewer.organisationId}
    or (${item.status} <> ${ItemStatus.Draft} and ${item.startTime} <= ${now}
      and ${isOpenToSql(alias, viewer)})), false)`;
}

/** The SQL form of the domain's `isInPublicList`, over the item row aliased `alias`. */
export function isInPublicListSql(alias: string, viewer: VisibilityViewer, now: Date) {
  const item = columnsOf(alias);
  const since = new Date(now.getTime() - endedItemListHours * 3_600_000);
  return sql<boolean>`coalesce(${item.status} in (${ItemStatus.Published}, ${ItemStatus.Ended})
    and ${item.startTime} <= ${now} and ${item.endTime} > ${since}
    and (${item.organisationId} = ${viewer.organisationId} or ${isOpenToSql(alias, viewer)}), false)`;
}
