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
