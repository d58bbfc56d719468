import {
  visibilityOf,
  type ItemContentFrame,
  type StoredItem,
  type TargetGroupFacts,
} from '@dealer/domain';
import { toAudience, type ItemContentBusEvent } from '../../live/bus-events.js';

/** The bus event of new content around `item`: for those who may see the item (issue 11). */
export const itemContentEventOf = (
  item: StoredItem,
  groups: TargetGroupFacts,
  frame: ItemContentFrame,
): ItemContentBusEvent => ({
  kind: 'itemContent',
  itemId: item.id,
  organisationId: item.organisationId,
  frame,
  audience: toAudience(visibilityOf(item, groups)),
});
