import {
  AuditActorType,
  authorizeItem,
  canOrganisationViewItem,
  findBidBlock,
  findBidMachineBlock,
  leadingBid,
  type AuctionState,
  type BidResult,
  RefusedError,
  visibilityOf,
  type TargetGroupFacts,
  type VisibilityItem,
  type VisibilityOrganisation,
} from '@dealer/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  AuctionItemBidderTable,
  AuditLogTable,
  BidTable,
  IdempotencyKeyTable,
} from '../../db/schema.js';
import { toAudience, type PersonalBusEvent } from '../../live/bus-events.js';
import type { CheckedBidder } from './bidder.js';
import {
  answerOf,
  auditOf,
  decide,
  itemAfter,
  newBidRows,
  refusal,
  settleMachines,
  type BiddingChange,
} from './bidding-change.js';
import {
  toDomainMachine,
  type BiddingItem,
  type BiddingRows,
  type BiddingWrite,
  type CurrentMachine,
} from './bidding.repository.js';
import { findHiddenOrganisations, hiddenMachineNote } from './hidden-machines.js';
import { replayOf, type IdempotentCall } from './idempotency.js';
import { personalEventsOf } from './personal-events.js';

/** One request in a batch: who, what, and its Idempotency-Key. */
export interface BiddingJob {
  bidder: CheckedBidder;
  change: BiddingChange;
  call: IdempotentCall | null;
}

export type JobResult = { answer: BidResult } | { error: RefusedError };

const keyOf = (call: { userId: number; key: string }) => `${call.userId}:${call.key}`;

/**
 * The requests on one item taken in one transaction on its locked row (docs/decisions.md,
 * Bidding: a hot item's bids share a transaction). Each request is judged by the domain's rules
 * on the state the ones before it left, exactly as if each had locked the row alone; the batch
 * then writes everything in one statement and commits once.
 */
export class ItemBatch {
  private row: BiddingItem;
  private state: AuctionState;
  private machines: CurrentMachine[];
  private markers: Map<number, number>;
  private readonly answers: Map<string, BiddingRows['idempotent'][number]>;
  private before: AuctionState;
  private readonly targetGroups: TargetGroupFacts;
  /** Organisations whose machines or lead the lock read, by id: whether they still see the item. */
  private readonly organisations: Map<number, VisibilityOrganisation>;
  private readonly changedMachines = new Map<number, CurrentMachine>();
  private readonly bidders: Array<Insertable<AuctionItemBidderTable>> = [];
  private readonly bids: Array<Insertable<BidTable>> = [];
  private readonly audit: Array<Insertable<AuditLogTable>> = [];
  private readonly answered: Array<Insertable<IdempotencyKeyTable>> = [];
  readonly personalEvents: PersonalBusEvent[] = [];
  private isChanged = false;

  constructor(
    row: BiddingItem,
    rows: BiddingRows,
    private readonly now: Date,
  ) {
    this.row = row;
    this.state = { bids: rows.bids, machines: rows.machines.map(toDomainMachine) };
    this.before = this.state;
    this.machines = rows.machines;
    this.markers = rows.markers;
    this.answers = new Map(rows.idempotent.map((stored) => [keyOf(stored), stored]));
    this.targetGroups = rows.targetGroups;
    this.organisations = new Map(
      rows.biddingOrganisations.map((organisation) => [organisation.organisationId, organisation]),
    );
    this.switchOffHiddenMachines();
  }

  /** The item as the batch leaves it. */
  get item(): BiddingItem {
    return this.row;
  }

  /** Who may see the item, as read under the lock: the audience of the batch's live events. */
  get visibility(): VisibilityItem {
    return visibilityOf(this.row, this.targetGroups);
  }

  /**
   * Issue 15: a machine whose organisation can no longer see the item (a blacklist added after
   * it was set, Pro rights lost) does not bid: it is switched off before any request is judged,
   * its ceiling no commitment any more (as if removed; its bids stay).
   */
  private switchOffHiddenMachines() {
    const { now } = this;
    const hidden = findHiddenOrganisations(this.visibility, [...this.organisations.values()], now);
    if (hidden.size === 0) return;
    this.machines = this.machines.map((machine) => {
      if (!machine.isActive || !hidden.has(machine.organisationId)) return machine;
      const switchedOff = { ...machine, isActive: false, isExceeded: false };
      this.changedMachines.set(machine.id, switchedOff);
      const note = hiddenMachineNote(machine.organisationId);
      this.audit.push({
        auctionItemId: this.row.id,
        organisationId: machine.organisationId,
        userId: null,
        actorType: AuditActorType.Automation,
        auditLogType: note.type,
        description: note.description,
        createdAt: now,
      });
      return switchedOff;
    });
    this.state = { ...this.state, machines: this.machines.map(toDomainMachine) };
    this.before = this.state;
    this.isChanged = true;
  }

  /** Whether the batch added bids (then everyone who sees the item hears the new state). */
  get hasNewBids(): boolean {
    return this.state.bids.length > this.before.bids.length;
  }

  /** Judges one request; a refusal is its answer, not the batch's failure. */
  async attempt(db: Db, job: BiddingJob): Promise<JobResult> {
    try {
      const replay = job.call
        ? replayOf<BidResult>(this.answers.get(keyOf(job.call)) ?? null, job.call)
        : null;
      if (replay) return { answer: replay };
      const answer = await this.apply(db, job);
      if (job.call) {
        const response = { ...job.call, response: answer };
        this.answers.set(keyOf(job.call), response);
        this.answered.push({ ...job.call, response: JSON.stringify(answer), createdAt: this.now });
      }
      return { answer };
    } catch (error) {
      if (error instanceof RefusedError) return { error };
      throw error;
    }
  }

  private async apply(db: Db, { bidder, change }: BiddingJob): Promise<BidResult> {
    const { row, now } = this;
    const organisationId = bidder.caller.organisationId;
    // Seen before the lock; judged again on what the lock read, should it have changed since.
    if (authorizeItem(bidder.caller, 'read', this.visibility, now))
      throw RefusedError.notFound('No such item.');
    const isLeading = leadingBid(this.state)?.organisationId === organisationId;
    const block =
      change.kind === 'bid'
        ? findBidBlock(row, bidder.caller, isLeading, now)
        : findBidMachineBlock(row, bidder.caller, now);
    if (block === 'not_a_buyer')
      throw RefusedError.forbidden('Bidding on this item needs the buyer right.');
    if (block) throw RefusedError.rule('The item cannot take this now.', { auctionItemId: block });

    const current = this.machines.find((machine) => machine.organisationId === organisationId);
    const outcome = decide(row, this.state, change, organisationId, current, row.nextBidSequence);
    if (!outcome.ok) throw refusal(row, this.state, change, outcome.reason);

    const machines = await settleMachines(
      db,
      row,
      bidder,
      change,
      current,
      outcome,
      this.machines,
      now,
    );
    const { bidders, bids, markers } = newBidRows(
      row,
      bidder,
      outcome,
      this.markers,
      machines.all,
      now,
    );
    const rowAfter = { ...row, ...itemAfter(row, outcome, markers, now) };
    this.audit.push(...auditOf(row, rowAfter, bidder, change, outcome, now));
    const visibilityAfter = visibilityOf(rowAfter, this.targetGroups);
    this.personalEvents.push(
      ...personalEventsOf(
        rowAfter,
        this.state,
        outcome.state,
        outcome.exceeded,
        toAudience(visibilityAfter),
      ).filter((event) => this.maySee(event.organisationId, visibilityAfter)),
    );
    this.bidders.push(...bidders);
    this.bids.push(...bids);
    for (const machine of machines.changed) this.changedMachines.set(machine.id, machine);
    // A removed machine is gone for the rest of the batch (its bids stay).
    this.machines =
      change.kind === 'removeMachine'
        ? machines.all.filter((machine) => machine.id !== current?.id)
        : machines.all;
    this.isChanged = true;
    this.markers = markers;
    this.state = outcome.state;
    this.row = rowAfter;
    return answerOf(rowAfter, outcome, organisationId, markers, machines.own, now);
  }

  /**
   * Issue 15: a personal event goes only to an organisation that may still see the item, judged
   * on its subscriptions as read under the lock (a hub connection's own view may predate a lost
   * subscription). A bidder of this batch was checked in `apply`.
   */
  private maySee(organisationId: number, visibility: VisibilityItem): boolean {
    const organisation = this.organisations.get(organisationId);
    return !organisation || canOrganisationViewItem(visibility, organisation, this.now);
  }

  /** Everything the batch's accepted requests write, or null when nothing was accepted. */
  write(): BiddingWrite | null {
    if (!this.isChanged) return null;
    const { row } = this;
    return {
      itemId: row.id,
      bidders: this.bidders,
      bids: this.bids,
      machines: [...this.changedMachines.values()],
      machinesUpdatedAt: this.now,
      audit: this.audit,
      idempotency: this.answered,
      item: {
        priceNow: row.priceNow,
        bidCount: row.bidCount,
        bidderCount: row.bidderCount,
        nextBidSequence: row.nextBidSequence,
        leaderOrganisationId: row.leaderOrganisationId,
        leaderMarker: row.leaderMarker,
        firstBidAt: row.firstBidAt,
        end: row.end,
        priceReservationExceeded: row.priceReservationExceeded,
      },
    };
  }
}
