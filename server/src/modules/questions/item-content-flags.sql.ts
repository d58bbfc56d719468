import { sql, type RawBuilder } from 'kysely';

/**
 * Issue 11: the list rows' question and added-info icons, as columns of any item query (the items
 * list and my items read the same three).
 */
export function itemContentFlagColumns(itemId: RawBuilder<unknown>) {
  return [
    sql<boolean>`exists (select 1 from auction_item_messages answer
      where answer.auction_item_id = ${itemId} and answer.auction_message_id is not null)`.as(
      'hasAnsweredQuestions',
    ),
    sql<boolean>`exists (select 1 from auction_item_messages question
      where question.auction_item_id = ${itemId} and question.auction_message_id is null
        and not exists (select 1 from auction_item_messages reply
          where reply.auction_message_id = question.id))`.as('hasUnansweredQuestions'),
    sql<boolean>`exists (select 1 from auction_item_additional_infos info
      where info.auction_item_id = ${itemId})`.as('hasAdditionalInfo'),
  ] as const;
}
