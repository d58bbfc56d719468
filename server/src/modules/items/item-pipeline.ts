import {
  AuditActorType,
  authorizeItem,
  ItemStatus,
  RefusedError,
  relationOf,
  visibilityOf,
  type AuditNote,
  type Caller,
  type ItemAction,
  type ItemChange,
  type ItemEventType,
  type ItemRelation,
  type StoredItem,
  type TargetGroupFacts,
  type VisibilityItem,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { RecordedEvents } from '../../live/event-bus.js';
import { writeAudits, type AuditEntry } from '../audit/audit.repository.js';
import { storedItemEventOf } from './item-events.js';
import { itemsRepository, type LockedItem } from './items.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs'>;

/** What a change has to work with inside its transaction. */
export interface ChangeScope {
  trx: Db;
  /** The server's clock, read once the lock is held. */
  now: Date;
  caller: Caller;
  /** Records audit rows of any item (the pipeline adds the caller and the time). */
  audit(
    itemId: number | null,
    notes: readonly AuditNote[],
    item?: { organisationId: number },
  ): void;
  /** Records a live event about `item` as it is now, delivered after the commit. */
  emit(
    type: ItemEventType | 'NewEndedAuctionItems',
    item: StoredItem,
    groups: TargetGroupFacts,
    previous?: VisibilityItem,
  ): void;
  /** Records any other bus message (a personal one), delivered after the commit. */
  emitMessage(message: unknown): void;
}

/** The scope of a change to one locked item. */
export interface ItemScope extends ChangeScope {
  item: StoredItem;
  groups: TargetGroupFacts;
  relation: ItemRelation;
}

/** What a command returns: the domain's change to the item, and the caller's answer. */
export interface ItemCommandOutcome<R> extends ItemChange {
  value: R;
  /** The command changed the item's target groups: the events' audience is read again. */
  groupsChanged?: boolean;
  /** The events also reach those who could see the item before (who may see it no more). */
  reachesFormerViewers?: boolean;
}

/** One kind of change to an item: the access it needs and what it does. */
export interface ItemCommand<R> {
  action: ItemAction;
  run(scope: ItemScope): Promise<ItemCommandOutcome<R>> | ItemCommandOutcome<R>;
}

const actorOf = (caller: Caller, action?: ItemAction) =>
  caller.kind === 'automation'
    ? AuditActorType.Automation
    : action === 'administer'
      ? AuditActorType.Admin
      : AuditActorType.User;

/**
 * One transaction for a change (ARCHITECTURE 1): `work` reads and writes through repositories,
 * its audit rows and live events are written in the same transaction, and the events are handed
 * out after the commit. Every change to an item goes through here, once.
 */
export async function runChange<R>(
  ctx: Ctx,
  caller: Caller,
  work: (scope: ChangeScope) => Promise<R>,
  action?: ItemAction,
): Promise<R> {
  const { value, recorded } = await ctx.db.transaction().execute(async (trx) => {
    const audit: AuditEntry[] = [];
    const messages: unknown[] = [];
    const scope: ChangeScope = {
      trx,
      now: ctx.clock.now(),
      caller,
      audit: (itemId, notes, item) => {
        for (const note of notes)
          audit.push({
            auctionItemId: itemId,
            organisationId:
              note.organisationId !== undefined
                ? note.organisationId
                : (caller.organisationId ?? item?.organisationId ?? null),
            userId: note.userId !== undefined ? note.userId : caller.userId,
            actorType: note.actor ?? actorOf(caller, action),
            type: note.type,
            description: note.description,
            now: scope.now,
          });
      },
      emit: (type, item, groups, previous) =>
        messages.push(storedItemEventOf(type, item, groups, ctx.clock.now(), previous)),
      emitMessage: (message) => messages.push(message),
    };
    const value = await work(scope);
    await writeAudits(trx, audit);
    const recorded: RecordedEvents = await ctx.events.record(trx, messages);
    return { value, recorded };
  });
  recorded.deliverHere();
  return value;
}

/** Runs `command` on an item locked in `scope`'s transaction (the pipeline's middle). */
async function runOnLocked<R>(
  ctx: Ctx,
  scope: ChangeScope,
  locked: LockedItem,
  command: ItemCommand<R>,
): Promise<R> {
  const now = () => ctx.clock.now();
  // The clock is read once the lock is held: the item is judged as it is now.
  scope.now = now();
  const visibility = visibilityOf(locked.item, locked.groups);
  const refusal = authorizeItem(scope.caller, command.action, visibility, scope.now);
  if (refusal) throw new RefusedError(refusal);
  const outcome = await command.run({
    ...scope,
    ...locked,
    relation: relationOf(scope.caller, visibility),
  });
  const { item: before } = locked;
  const item = outcome.set ? { ...before, ...outcome.set } : before;
  if (outcome.set) await itemsRepository.update(scope.trx, before.id, outcome.set);
  // A published item's end set or moved: its ending is queued in this transaction.
  if (
    ctx.jobs &&
    item.status === ItemStatus.Published &&
    (before.status !== ItemStatus.Published || before.end.getTime() !== item.end.getTime())
  )
    await ctx.jobs.endingAt(scope.trx, item.end);
  if (outcome.audit) scope.audit(before.id, outcome.audit, item);
  if (outcome.events?.length) {
    const groups = outcome.groupsChanged
      ? await itemsRepository.findTargetGroups(scope.trx, before.id)
      : locked.groups;
    for (const type of outcome.events)
      scope.emit(
        type,
        item,
        groups,
        // Removals reach those who could see the item before.
        type === 'Redrafted' || type === 'Deleted' || outcome.reachesFormerViewers
          ? visibility
          : undefined,
      );
  }
  return outcome.value;
}

/**
 * A change to one item (ARCHITECTURE 1): lock the item, ask the one access policy, let the
 * command decide (through the domain), write the item's new values, its audit rows and its live
 * events in the same transaction, and hand the events out after the commit.
 */
export function runItemCommand<R>(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
  command: ItemCommand<R>,
): Promise<R> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const locked = await itemsRepository.lock(scope.trx, itemId);
      if (!locked) throw RefusedError.notFound('No such item.');
      return runOnLocked(ctx, scope, locked, command);
    },
    command.action,
  );
}

/**
 * A change that moves who may see items without touching their rows (issue 12: a target group's
 * members, or the group itself). The items `itemIds` names are locked in id order, so a bid on one
 * is judged wholly before or wholly after the change; `work` makes it; each item that is not a
 * draft gets the audit row `note` and a RefreshAuctionItem to everyone who may see it now or could
 * before (their lists add or drop it, and the list cache reads it again).
 */
export function runAudienceChange<R>(
  ctx: Ctx,
  caller: Caller,
  change: {
    itemIds: (trx: Db) => Promise<number[]>;
    work: (scope: ChangeScope) => Promise<R>;
    note: AuditNote;
  },
): Promise<R> {
  return runChange(ctx, caller, async (scope) => {
    const ids = [...new Set(await change.itemIds(scope.trx))].sort((a, b) => a - b);
    const before: LockedItem[] = [];
    for (const id of ids) {
      const locked = await itemsRepository.lock(scope.trx, id);
      if (locked && locked.item.status !== ItemStatus.Draft) before.push(locked);
    }
    scope.now = ctx.clock.now();
    const value = await change.work(scope);
    for (const { item, groups } of before) {
      scope.audit(item.id, [change.note], item);
      scope.emit(
        'RefreshAuctionItem',
        item,
        await itemsRepository.findTargetGroups(scope.trx, item.id),
        visibilityOf(item, groups),
      );
    }
    return value;
  });
}

/**
 * The same for an item a job claims (FOR UPDATE SKIP LOCKED: any number of instances sweep, and
 * each item is taken once): null when `claim` found none.
 */
export function runOnClaimedItem<R>(
  ctx: Ctx,
  caller: Caller,
  claim: (trx: Db, now: Date) => Promise<LockedItem | null>,
  command: ItemCommand<R>,
): Promise<{ itemId: number; value: R } | null> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const locked = await claim(scope.trx, ctx.clock.now());
      if (!locked) return null;
      const value = await runOnLocked(ctx, scope, locked, command);
      return { itemId: locked.item.id, value };
    },
    command.action,
  );
}
