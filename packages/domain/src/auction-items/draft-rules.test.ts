import { describe, expect, it } from 'vitest';
import { draftFieldNames, type DraftFields } from './draft-fields.js';
import {
  findDraftErrors,
  findDraftWarnings,
  normaliseDraft,
  reviewDraft,
  draftRuleKeys,
} from './draft-rules.js';
import { helsinkiInstant } from './helsinki-time.js';

const now = new Date('2026-11-22T10:00:00Z');
const specialDays = new Set(['2026-12-24', '2026-12-25', '2026-12-06']);
const context = { now, isSpecialDay: (key: string) => specialDays.has(key) };

/** A complete, valid draft; each case changes one thing. */
export function validDraft(): DraftFields {
  const empty = Object.fromEntries(
    draftFieldNames.map((name) => [name, null]),
  ) as unknown as DraftFields;
  return {
    ...empty,
    licenseNumber: 'ABC-123',
    make: 'Volvo',
    model: 'V60',
    type: 'D4 AWD Momentum',
    modelYear: 2019,
    mileage: 123000,
    bodyType: 5,
    driveType: 3,
    vehicleIdentificationNumber: 'YV1ZW72UDK1234567',
    vehicleType: 7,
    fuelType: 2,
    transmissionType: 2,
    hybridType: 1,
    trailerTransportable: false,
    vatDeductable: true,
    openBid: false,
    fixedEndTime: false,
    questionsAllowed: true,
    showInBasicAuction: true,
    showResponsibleSalesPeople: true,
    start: helsinkiInstant(2026, 10, 23, 0, 0).toISOString(),
    end: helsinkiInstant(2026, 11, 4, 18, 0).toISOString(), // Friday 4.12.2026 18:00
    startPrice: 5000,
    minimumRaise: 100,
    commissionFee: 0,
    hoursOpenAfterFirstBid: 24,
    officeId: 1,
    locationId: 1,
  };
}

const errorsOf = (change: Partial<DraftFields>) =>
  findDraftErrors({ ...validDraft(), ...change }, context);

describe('findDraftErrors: one rule, one passing and one failing value', () => {
  it('the valid draft breaks nothing', () => {
    expect(findDraftErrors(validDraft(), context)).toEqual({});
  });

  it.each<[string, Partial<DraftFields>, Partial<DraftFields>, string, string]>([
    [
      'licence number max 200',
      { licenseNumber: 'A'.repeat(200) },
      { licenseNumber: 'A'.repeat(201) },
      'licenseNumber',
      'max_length',
    ],
    ['make max 30', { make: 'M'.repeat(30) }, { make: 'M'.repeat(31) }, 'make', 'max_length'],
    ['model max 30', { model: 'M'.repeat(30) }, { model: 'M'.repeat(31) }, 'model', 'max_length'],
    [
      'type name max 100',
      { type: 'T'.repeat(100) },
      { type: 'T'.repeat(101) },
      'type',
      'max_length',
    ],
    [
      'VIN max 17',
      { vehicleIdentificationNumber: 'V'.repeat(17) },
      { vehicleIdentificationNumber: 'V'.repeat(18) },
      'vehicleIdentificationNumber',
      'max_length',
    ],
    ['mileage max 2,000,000', { mileage: 2_000_000 }, { mileage: 2_000_001 }, 'mileage', 'max'],
    ['mileage integer', { mileage: 0 }, { mileage: 10.5 }, 'mileage', 'integer'],
    ['mileage not negative', { mileage: 0 }, { mileage: -1 }, 'mileage', 'min'],
    [
      'engine displacement max 30,000',
      { engineDisplacement: 30_000 },
      { engineDisplacement: 30_001 },
      'engineDisplacement',
      'max',
    ],
    ['power max 3,000 kW', { powerKw: 3_000 }, { powerKw: 3_001 }, 'powerKw', 'max'],
    ['torque max 3,000 Nm', { torqueNm: 3_000 }, { torqueNm: 3_001 }, 'torqueNm', 'max'],
    [
      'CO2 NEDC max 2,000',
      { co2EmissionNedc: 2_000 },
      { co2EmissionNedc: 2_001 },
      'co2EmissionNedc',
      'max',
    ],
    [
      'CO2 WLTP max 2,000',
      { co2EmissionWltp: 2_000 },
      { co2EmissionWltp: 2_001 },
      'co2EmissionWltp',
      'max',
    ],
    [
      'vehicle tax decimal max 2,000',
      { vehicleTax: 1999.99 },
      { vehicleTax: 2000.01 },
      'vehicleTax',
      'max',
    ],
    [
      'vehicle tax two decimals',
      { vehicleTax: 310.55 },
      { vehicleTax: 310.555 },
      'vehicleTax',
      'decimal',
    ],
    ['door count max 20', { doorCount: 20 }, { doorCount: 21 }, 'doorCount', 'max'],
    ['key count max 10', { keyCount: 10 }, { keyCount: 11 }, 'keyCount', 'max'],
    [
      'fuel consumption max 50',
      { fuelConsumptionCombined: 50 },
      { fuelConsumptionCombined: 50.5 },
      'fuelConsumptionCombined',
      'max',
    ],
    [
      'range max 3,000 (electric)',
      { fuelType: 3, range: 3_000 },
      { fuelType: 3, range: 3_001 },
      'range',
      'max',
    ],
    [
      'battery max 5,000 (plug-in)',
      { hybridType: 4, batteryCapacity: 5_000 },
      { hybridType: 4, batteryCapacity: 5_001 },
      'batteryCapacity',
      'max',
    ],
    [
      'peak charging max 5,000',
      { fuelType: 3, peakChargingPower: 5_000 },
      { fuelType: 3, peakChargingPower: 5_000.5 },
      'peakChargingPower',
      'max',
    ],
    [
      'electric consumption max 250',
      { fuelType: 3, electricConsumptionCombined: 250 },
      { fuelType: 3, electricConsumptionCombined: 251 },
      'electricConsumptionCombined',
      'max',
    ],
    [
      'start price max 500,000',
      { startPrice: 500_000 },
      { startPrice: 500_001 },
      'startPrice',
      'max',
    ],
    [
      'start price zero allowed, not negative',
      { startPrice: 0 },
      { startPrice: -1 },
      'startPrice',
      'min',
    ],
    ['start price integer', { startPrice: 4000 }, { startPrice: 4000.5 }, 'startPrice', 'integer'],
    [
      'commission fee max 1,000',
      { commissionFee: 1_000 },
      { commissionFee: 1_001 },
      'commissionFee',
      'max',
    ],
    [
      'minimum raise from the list',
      { minimumRaise: 50 },
      { minimumRaise: 33 },
      'minimumRaise',
      'invalid_option',
    ],
    [
      'fuel type from the enumeration',
      { fuelType: 6 },
      { fuelType: 7 },
      'fuelType',
      'invalid_option',
    ],
    [
      'date pattern D.M.YYYY',
      { firstRegistrationDate: '28.2.2026' },
      { firstRegistrationDate: '31.2.2026' },
      'firstRegistrationDate',
      'wrong_pattern',
    ],
    [
      'date pattern YYYY-MM-DD',
      { lastTechInspection: '2026-02-28' },
      { lastTechInspection: '2026-13-01' },
      'lastTechInspection',
      'wrong_pattern',
    ],
    [
      '360 link https only',
      { interiorView360Url: 'https://360.example/x' },
      { interiorView360Url: 'http://360.example/x' },
      'interiorView360Url',
      'https_only',
    ],
    [
      '360 link a URL',
      { exteriorView360Url: 'https://360.example/y' },
      { exteriorView360Url: 'not a link' },
      'exteriorView360Url',
      'https_only',
    ],
    [
      'open bid needs 4000',
      { openBid: true, startPrice: 4000 },
      { openBid: true, startPrice: 3999 },
      'startPrice',
      'open_bid_min_start_price',
    ],
    [
      'price reservation above start',
      { priceReservation: 5001 },
      { priceReservation: 5000 },
      'priceReservation',
      'price_reservation_above_start_price',
    ],
    [
      'price reservation needs a start price',
      { priceReservation: 6000 },
      { priceReservation: 6000, startPrice: null },
      'priceReservation',
      'price_reservation_needs_start_price',
    ],
    [
      'open bid and price reservation exclude each other',
      { openBid: true, startPrice: 5000 },
      { openBid: true, priceReservation: 9000 },
      'priceReservation',
      'open_bid_with_price_reservation',
    ],
    [
      'end after start',
      {},
      {
        end: helsinkiInstant(2026, 10, 22, 12, 0).toISOString(),
        start: helsinkiInstant(2026, 10, 23, 0, 0).toISOString(),
      },
      'end',
      'end_after_start',
    ],
    [
      'end not in the past',
      {},
      {
        start: helsinkiInstant(2026, 9, 1, 0, 0).toISOString(),
        end: helsinkiInstant(2026, 10, 20, 12, 0).toISOString(),
      },
      'end',
      'end_in_past',
    ],
    [
      'no weekend end',
      { end: helsinkiInstant(2026, 11, 4, 10, 0).toISOString() },
      { end: helsinkiInstant(2026, 11, 5, 12, 0).toISOString() },
      'end',
      'weekend',
    ],
    [
      'no end on a public holiday',
      { end: helsinkiInstant(2026, 11, 7, 12, 0).toISOString() },
      { end: helsinkiInstant(2026, 11, 24, 12, 0).toISOString() },
      'end',
      'special_day',
    ],
    [
      'end between 10:00 and 18:00',
      { end: helsinkiInstant(2026, 11, 4, 10, 0).toISOString() },
      { end: helsinkiInstant(2026, 11, 4, 18, 1).toISOString() },
      'end',
      'end_time_window',
    ],
    [
      'not before 10:00',
      { end: helsinkiInstant(2026, 11, 4, 18, 0).toISOString() },
      { end: helsinkiInstant(2026, 11, 4, 9, 59).toISOString() },
      'end',
      'end_time_window',
    ],
  ])('%s', (_name, passing, failing, field, key) => {
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
