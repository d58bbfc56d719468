import { ItemStatus } from './enums.js';

/** What the derived states need of an item. */
export interface ItemTiming {
  status: ItemStatus;
  start: Date;
  end: Date;
}

/** Spec 4: ended = status ended, or published with the end time passed. */
export const isEnded = (item: ItemTiming, now: Date): boolean =>
  item.status === ItemStatus.Ended ||
  (item.status === ItemStatus.Published && item.end.getTime() <= now.getTime());

/** Spec 4: not started (scheduled) = published with the start in the future. */
export const isNotStarted = (item: ItemTiming, now: Date): boolean =>
  item.status === ItemStatus.Published && item.start.getTime() > now.getTime();

/** Spec 4: active = published, started and not ended. */
export const isActive = (item: ItemTiming, now: Date): boolean =>
  item.status === ItemStatus.Published && !isNotStarted(item, now) && !isEnded(item, now);

/** Spec 4: publishing is immediate when the start is within a minute or already past. */
export const isImmediatePublish = (start: Date, now: Date): boolean =>
  start.getTime() - now.getTime() <= 60_000;
