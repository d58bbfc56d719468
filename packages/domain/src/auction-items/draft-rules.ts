import { checkEndTime } from './end-time-rules.js';
import { FuelType, HybridType } from './enums.js';
import {
  draftFieldNames,
  draftFieldSpecs,
  draftSections,
  electricOnlyFields,
  type DraftFieldName,
  type DraftFields,
  type DraftSectionName,
  type FieldSpec,
} from './draft-fields.js';
import { parseDateInput } from './input-patterns.js';

/** Message keys of the draft rules; the web has each as `validation.<key>` in fi, en and sv. */
export const draftRuleKeys = [
  'mandatory',
  'max',
  'max_length',
  'min',
  'integer',
  'decimal',
  'invalid_option',
  'wrong_pattern',
  'https_only',
  'open_bid_min_start_price',
  'price_reservation_needs_start_price',
  'price_reservation_above_start_price',
  'open_bid_with_price_reservation',
  'end_after_start',
  'end_in_past',
  'weekend',
  'special_day',
  'end_time_window',
  'missing_office',
  'missing_responsible_salespersons',
  'too_many_visible_salespersons',
  'missing_files',
] as const;
export type DraftRuleKey = (typeof draftRuleKeys)[number];

/** Spec 9: open bid needs a start price of at least 4000 euros unless the item is Pro type. */
export const openBidMinimumStartPrice = 4000;
/** Spec 9: at most 3 responsible salespeople are shown in an auction. */
export const maxVisibleResponsibleSalespeople = 3;

export interface DraftRuleContext {
  now: Date;
  isSpecialDay: (dateKey: string) => boolean;
}

export const isElectricDraft = (draft: Pick<DraftFields, 'fuelType' | 'hybridType'>) =>
  draft.fuelType === FuelType.Electricity || draft.hybridType === HybridType.PlugIn;

/**
 * The draft as it is saved: electric-only fields cleared for other cars, the price reservation
 * cleared by open bid (spec 5: "setting open bid clears the reservation"), texts trimmed.
 */
export function normaliseDraft(draft: DraftFields): DraftFields {
  const result = { ...draft };
  for (const name of draftFieldNames) {
    const value = result[name];
    if (typeof value === 'string') {
      const trimmed = value.trim();
      (result as Record<string, unknown>)[name] = trimmed === '' ? null : trimmed;
    }
  }
  if (!isElectricDraft(result)) for (const name of electricOnlyFields) result[name] = null;
  if (result.openBid) result.priceReservation = null;
  return result;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The rule a single value breaks, ignoring whether it is required. */
function checkValue(spec: FieldSpec, value: unknown): DraftRuleKey | null {
  if (isEmpty(value)) return null;
  switch (spec.kind) {
    case 'text':
      return typeof value === 'string' && value.length > spec.max ? 'max_length' : null;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'integer';
      if (value < 0) return 'min';
      return value > spec.max ? 'max' : null;
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'decimal';
      // In binary 4.6 * 100 is 459.99999999999994: compare with a tolerance, not exactly.
      if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'decimal';
      if (value < 0) return 'min';
      return value > spec.max ? 'max' : null;
    case 'option':
      return spec.values.includes(value as number) ? null : 'invalid_option';
    case 'date':
      return typeof value === 'string' && parseDateInput(value) ? null : 'wrong_pattern';
    case 'instant':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'wrong_pattern';
    case 'httpsUrl':
      return typeof value === 'string' && isHttpsUrl(value) ? null : 'https_only';
    case 'boolean':
    case 'reference':
      return null;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a required field is missing (an enumeration's 'undefined' 0 counts as missing). */
function isMissing(spec: FieldSpec, value: unknown): boolean {
  if (!('required' in spec) || !spec.required) return false;
  return isEmpty(value) || (spec.kind === 'option' && value === 0);
}

/**
 * Rules a saved draft must never break (a save breaking one is refused): maxima, patterns and
 * the cross-field rules of spec 5. Missing required values are allowed while drafting.
 */
export function findDraftErrors(
  draft: DraftFields,
  context: DraftRuleContext,
): Partial<Record<DraftFieldName, DraftRuleKey>> {
  const errors: Partial<Record<DraftFieldName, DraftRuleKey>> = {};
  for (const name of draftFieldNames) {
    const broken = checkValue(draftFieldSpecs[name], draft[name]);
    if (broken) errors[name] = broken;
  }
  if (draft.openBid && draft.showInBasicAuction && !errors.startPrice) {
    // A Pro item (not shown in the basic auction) may open-bid from any start price.
    if (draft.startPrice === null || draft.startPrice < openBidMinimumStartPrice) {
      errors.startPrice = 'open_bid_min_start_price';
    }
  }
  if (draft.priceReservation !== null && !errors.priceReservation) {
    if (draft.openBid) errors.priceReservation = 'open_bid_with_price_reservation';
    else if (draft.startPrice === null)
      errors.priceReservation = 'price_reservation_needs_start_price';
    else if (draft.priceReservation <= draft.startPrice)
      errors.priceReservation = 'price_reservation_above_start_price';
  }
  if (draft.start && draft.end && !errors.start && !errors.end) {
    const check = checkEndTime(new Date(draft.end), {
      start: new Date(draft.start),
      now: context.now,
      fixedEndTime: draft.fixedEndTime,
      isSpecialDay: context.isSpecialDay,
    });
    if (check.errors[0]) errors.end = check.errors[0];
  }
  return errors;
}

/** Spec 5: with fixedEndTime an unusual end (weekend, special day, outside 10-18) is a warning. */
export function findDraftWarnings(
  draft: DraftFields,
  context: DraftRuleContext,
): Partial<Record<DraftFieldName, DraftRuleKey>> {
  if (!draft.start || !draft.end || !draft.fixedEndTime) return {};
  const check = checkEndTime(new Date(draft.end), {
    start: new Date(draft.start),
    now: context.now,
    fixedEndTime: true,
    isSpecialDay: context.isSpecialDay,
  });
  return check.warnings[0] ? { end: check.warnings[0] } : {};
}

/** What a draft has besides its fields. */
export interface DraftExtras {
  fileCount: number;
  responsibleSalespersonCount: number;
  visibleResponsibleSalespersonCount: number;
}

export interface SectionProgress {
  section: DraftSectionName;
  valid: number;
  total: number;
}

export interface DraftReview {
  errors: Partial<Record<DraftFieldName, DraftRuleKey>>;
  /** Required fields still empty. */
  missing: DraftFieldName[];
  sections: SectionProgress[];
  /** Sections that keep the draft from being published, in the page's order. */
  incompleteSections: DraftSectionName[];
  isPublishable: boolean;
}

/**
 * Everything the item page and the publish call need (spec 2 "valid of all" progress; spec 4
 * "publishing is allowed only when all sections are valid"): a field is valid when it breaks no
 * rule and, if required, has a value; electric-only fields count only for electric drafts.
 */
export function reviewDraft(
  draft: DraftFields,
  extras: DraftExtras,
  context: DraftRuleContext,
): DraftReview {
  const errors = findDraftErrors(draft, context);
  const isElectric = isElectricDraft(draft);
  const missing = draftFieldNames.filter((name) => isMissing(draftFieldSpecs[name], draft[name]));
  const sections: SectionProgress[] = Object.entries(draftSections).map(([section, fields]) => {
    const counted = (fields as readonly DraftFieldName[]).filter(
      (name) => isElectric || !(electricOnlyFields as readonly string[]).includes(name),
    );
    const valid = counted.filter((name) => !errors[name] && !missing.includes(name)).length;
    return { section: section as DraftSectionName, valid, total: counted.length };
  });
  const responsibleValid =
    draft.officeId !== null &&
    extras.responsibleSalespersonCount > 0 &&
    extras.visibleResponsibleSalespersonCount <= maxVisibleResponsibleSalespeople;
  sections.push({ section: 'responsibleSalespeople', valid: responsibleValid ? 1 : 0, total: 1 });
  sections.push({ section: 'files', valid: extras.fileCount > 0 ? 1 : 0, total: 1 });
  const incompleteSections = sections
    .filter((progress) => progress.valid < progress.total)
    .map((progress) => progress.section);
  return {
    errors,
    missing,
    sections,
    incompleteSections,
    isPublishable: incompleteSections.length === 0,
  };
}

/** The message for the responsible-salespeople section (spec 5 "missing office / missing responsible salespeople"). */
export function responsibleSalespeopleIssue(
  draft: Pick<DraftFields, 'officeId'>,
  extras: DraftExtras,
): DraftRuleKey | null {
  if (draft.officeId === null) return 'missing_office';
  if (extras.responsibleSalespersonCount === 0) return 'missing_responsible_salespersons';
  if (extras.visibleResponsibleSalespersonCount > maxVisibleResponsibleSalespeople)
    return 'too_many_visible_salespersons';
  return null;
}
