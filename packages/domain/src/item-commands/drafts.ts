import { accepted, refuse, rejected, type Decided } from '../api/refusal.js';
import {
  draftFieldNames,
  type DraftFieldName,
  type DraftFields,
} from '../auction-items/draft-fields.js';
import {
  findDraftErrors,
  normaliseDraft,
  type DraftRuleContext,
} from '../auction-items/draft-rules.js';
import { defaultHoursOpenAfterFirstBid, defaultMinimumRaise } from '../auction-items/enums.js';
import { newDraftTimes } from '../auction-items/helsinki-time.js';
import { parseDateInput } from '../auction-items/input-patterns.js';
import type { StoredItem } from '../auction-items/stored-item.js';

/** The draft fields typed as dates (D.M.YYYY or YYYY-MM-DD, stored as YYYY-MM-DD). */
const dateFields = [
  'commissioningDate',
  'firstRegistrationDate',
  'lastTechInspection',
  'nextTechInspectionEnd',
  'testDriveDate',
] as const satisfies readonly DraftFieldName[];

/** Dates typed as D.M.YYYY are stored as YYYY-MM-DD; anything unreadable stays for the rules to refuse. */
export function withIsoDates(draft: DraftFields): DraftFields {
  const result = { ...draft } as Record<string, unknown>;
  for (const name of dateFields) {
    const value = draft[name];
    const parsed = value ? parseDateInput(value) : null;
    if (parsed)
      result[name] =
        `${parsed.year}-${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`;
  }
  return result as unknown as DraftFields;
}

/** The draft fields as the stored item has them (start and end as instants). */
export function itemFieldsOf({ start, end, ...rest }: DraftFields): Partial<StoredItem> {
  return { ...rest, start: new Date(start!), end: new Date(end!) };
}

/**
 * Spec 4, saving a draft: drafts are saved field by field and may be incomplete, so a save is
 * refused only for a rule it newly breaks (an old draft whose end has passed can still be edited
 * field by field). Answers the draft as it will be stored and the fields that changed.
 */
export function decideDraftUpdate(
  current: DraftFields,
  changes: Partial<DraftFields>,
  context: DraftRuleContext,
): Decided<{ next: DraftFields; changed: DraftFieldName[] }> {
  const next = withIsoDates(normaliseDraft({ ...current, ...changes }));
  const before = findDraftErrors(current, context);
  const after = findDraftErrors(next, context);
  const broken = Object.fromEntries(
    Object.entries(after).filter(([name, key]) => before[name as DraftFieldName] !== key),
  );
  if (Object.keys(broken).length > 0)
    return rejected(refuse.rule('The draft breaks a rule.', broken));
  return accepted({
    next,
    changed: draftFieldNames.filter((name) => next[name] !== current[name]),
  });
}

/** The organisation's auction defaults a new draft takes (organisation-and-settings 3). */
export interface DraftDefaults {
  startPrice: number | null;
  minimumRaise: number | null;
  commissionFee: number;
  vatDeductable: boolean;
  openBid: boolean;
  fixedEndTime: boolean;
  hoursOpenAfterFirstBid: number;
  questionsAllowed: boolean;
  showInBasicAuction: boolean;
  showResponsibleSalesPeopleDefault: boolean;
  auctioneerDescription: string | null;
}

/**
 * Spec 4, a new draft: starts today at 00:00 and ends 14 days later at 18:00 (Helsinki), filled
 * with the organisation's defaults. Only Pro auctioneers choose the basic auction (spec 6); for
 * others an item is always in it.
 */
export function newDraftFields(
  input: {
    licenseNumber: string | null;
    officeId: number | null;
    locationId: number | null;
    isProAuctioneer: boolean;
    defaults: DraftDefaults | null;
  },
  now: Date,
): DraftFields {
  const { defaults } = input;
  const { start, end } = newDraftTimes(now);
  const empty = Object.fromEntries(
    draftFieldNames.map((name) => [name, null]),
  ) as unknown as DraftFields;
  return {
    ...empty,
    licenseNumber: input.licenseNumber?.trim() || null,
    trailerTransportable: false,
    start: start.toISOString(),
    end: end.toISOString(),
    startPrice: defaults?.startPrice ?? null,
    minimumRaise: defaults?.minimumRaise ?? defaultMinimumRaise,
    commissionFee: defaults?.commissionFee ?? 0,
    vatDeductable: defaults?.vatDeductable ?? true,
    openBid: defaults?.openBid ?? false,
    fixedEndTime: defaults?.fixedEndTime ?? false,
    hoursOpenAfterFirstBid: defaults?.hoursOpenAfterFirstBid ?? defaultHoursOpenAfterFirstBid,
    questionsAllowed: defaults?.questionsAllowed ?? true,
    showInBasicAuction: input.isProAuctioneer ? (defaults?.showInBasicAuction ?? true) : true,
    showResponsibleSalesPeople: defaults?.showResponsibleSalesPeopleDefault ?? true,
    auctioneerDescription: defaults?.auctioneerDescription ?? null,
    officeId: input.officeId,
    locationId: input.locationId,
  };
}
