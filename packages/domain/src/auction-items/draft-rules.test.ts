import { describe, expect, it } from 'vitest';
import type { DraftFields } from './draft-fields.js';
import {
  findDraftErrors,
  findDraftWarnings,
  normaliseDraft,
  reviewDraft,
  draftRuleKeys,
} from './draft-rules.js';
import { helsinkiInstant } from './helsinki-time.js';
import { draftRuleCases, validDraft } from './draft-rule-cases.js';

const now = new Date('2026-11-22T10:00:00Z');
const specialDays = new Set(['2026-12-24', '2026-12-25', '2026-12-06']);
const context = { now, isSpecialDay: (key: string) => specialDays.has(key) };

const errorsOf = (change: Partial<DraftFields>) =>
  findDraftErrors({ ...validDraft(), ...change }, context);

describe('findDraftErrors: one rule, one passing and one failing value', () => {
  it('the valid draft breaks nothing', () => {
    expect(findDraftErrors(validDraft(), context)).toEqual({});
  });

  it.each(draftRuleCases)('%s', (_name, passing, failing, field, key) => {
    expect(errorsOf(passing)).toEqual({});
    expect(errorsOf(failing)).toEqual({ [field]: key });
  });

  it('a Pro item may open-bid below 4000', () => {
    expect(errorsOf({ openBid: true, startPrice: 100, showInBasicAuction: false })).toEqual({});
  });

  it('with fixedEndTime an unusual end is a warning, not an error', () => {
    const draft = {
      ...validDraft(),
      fixedEndTime: true,
      end: helsinkiInstant(2026, 11, 5, 20, 0).toISOString(),
    };
    expect(findDraftErrors(draft, context)).toEqual({});
    expect(findDraftWarnings(draft, context)).toEqual({ end: 'weekend' });
  });
});

describe('normaliseDraft', () => {
  it('clears electric-only fields of a diesel, keeps them for an electric car or plug-in hybrid', () => {
    const diesel = normaliseDraft({ ...validDraft(), range: 400, batteryCapacity: 70 });
    expect([diesel.range, diesel.batteryCapacity]).toEqual([null, null]);
    const electric = normaliseDraft({ ...validDraft(), fuelType: 3, range: 400 });
    expect(electric.range).toBe(400);
    const plugIn = normaliseDraft({ ...validDraft(), hybridType: 4, batteryCapacity: 14.8 });
    expect(plugIn.batteryCapacity).toBe(14.8);
  });

  it('open bid clears the price reservation; blank texts become null', () => {
    const draft = normaliseDraft({
      ...validDraft(),
      openBid: true,
      priceReservation: 9000,
      make: '  Saab ',
      model: '   ',
    });
    expect(draft.priceReservation).toBeNull();
    expect(draft.make).toBe('Saab');
    expect(draft.model).toBeNull();
  });
});

describe('reviewDraft', () => {
  const extras = {
    fileCount: 1,
    responsibleSalespersonCount: 1,
    visibleResponsibleSalespersonCount: 1,
  };

  it('a complete draft is publishable, every section full', () => {
    const review = reviewDraft(validDraft(), extras, context);
    expect(review.incompleteSections).toEqual([]);
    expect(review.isPublishable).toBe(true);
    for (const section of review.sections) expect(section.valid).toBe(section.total);
  });

  it('names the incomplete sections: missing fields, no office, no salesperson, no files', () => {
    const draft = { ...validDraft(), make: null, bodyType: 0, officeId: null };
    const review = reviewDraft(
      draft,
      { fileCount: 0, responsibleSalespersonCount: 0, visibleResponsibleSalespersonCount: 0 },
      context,
    );
    expect(review.missing).toEqual(['make', 'bodyType', 'officeId']);
    expect(review.incompleteSections).toEqual([
      'basicInfo',
      'location',
      'responsibleSalespeople',
      'files',
    ]);
    expect(review.isPublishable).toBe(false);
    expect(review.sections.find((section) => section.section === 'basicInfo')).toEqual({
      section: 'basicInfo',
      valid: 16,
      total: 18,
    });
  });

  it('more than 3 salespeople visible in the auction keeps it from publishing', () => {
    const review = reviewDraft(
      validDraft(),
      { ...extras, responsibleSalespersonCount: 4, visibleResponsibleSalespersonCount: 4 },
      context,
    );
    expect(review.incompleteSections).toEqual(['responsibleSalespeople']);
  });

  it('counts electric-only fields only for electric drafts', () => {
    const technical = (draft: DraftFields) =>
      reviewDraft(draft, extras, context).sections.find(
        (section) => section.section === 'technicalInfo',
      )!.total;
    expect(technical({ ...validDraft(), fuelType: 3 }) - technical(validDraft())).toBe(4);
  });

  it('every rule key is listed', () => {
    expect(new Set(draftRuleKeys).size).toBe(draftRuleKeys.length);
  });
});
