import { describe, expect, it } from 'vitest';
import { helsinkiInstant } from '../auction-items/helsinki-time.js';
import { epcQrPayloadOf } from './epc-qr.js';
import { landedCostOf, taxTreatmentOf } from './landed-cost.js';
import {
  finnishReferenceCheckDigit,
  formatReference,
  isValidBic,
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
  referenceKindOf,
  rfReferenceOf,
} from './payment-references.js';
import { vatBreakdownOf, vatRateBasisPointsAt } from './vat.js';
import { virtualBarcodeOf } from './virtual-barcode.js';

describe('VAT rate by the end time (spec 9, Helsinki time)', () => {
  it.each([
    ['31.8.2024 23:59 Helsinki', helsinkiInstant(2024, 7, 31, 23, 59), 2400],
    ['1.9.2024 00:00 Helsinki', helsinkiInstant(2024, 8, 1, 0, 0), 2550],
    // 31.8. 22:30 UTC is already 1.9. 01:30 in Helsinki (UTC+3 in summer).
    ['31.8.2024 22:30 UTC', new Date('2024-08-31T22:30:00Z'), 2550],
    ['31.8.2024 20:59 UTC', new Date('2024-08-31T20:59:59Z'), 2400],
    ['1.1.2024', new Date('2024-01-01T12:00:00Z'), 2400],
    ['1.1.2026', new Date('2026-01-01T12:00:00Z'), 2550],
  ])('%s → %i bp', (_name, endedAt, rate) => {
    expect(vatRateBasisPointsAt(endedAt)).toBe(rate);
  });
});

describe('price without tax = price / (1 + rate), in cents, half up once', () => {
  it.each([
    // 10 000 € at 25.5 %: 1 000 000 / 1.255 = 796 812.749 → 796 813
    [1_000_000, 2550, 796_813, 203_187],
    // 10 000 € at 24 %: 1 000 000 / 1.24 = 806 451.613 → 806 452
    [1_000_000, 2400, 806_452, 193_548],
    // 124 € at 24 % is exactly 100 €
    [12_400, 2400, 10_000, 2_400],
    // 1.55 € at 24 %: 155 / 1.24 = 125.0 exactly
    [155, 2400, 125, 30],
    // 0.62 € at 24 %: 62 / 1.24 = 50 exactly; 0.63 → 50.806 → 51
    [63, 2400, 51, 12],
    // 12.55 € at 25.5 % is exactly 10 €
    [1_255, 2550, 1_000, 255],
    [0, 2550, 0, 0],
  ])('%i cents at %i bp → %i + %i', (price, rate, without, tax) => {
    expect(vatBreakdownOf(price, rate)).toEqual({
      rateBasisPoints: rate,
      priceWithoutTaxCents: without,
      taxCents: tax,
    });
  });

  it('rounds an exact half up, not to even', () => {
    // At 10 000 bp (100 %) 3 cents / 2 = 1.5 → 2 and 5 / 2 = 2.5 → 3 (half even would give 2).
    expect(vatBreakdownOf(3, 10_000).priceWithoutTaxCents).toBe(2);
    expect(vatBreakdownOf(5, 10_000).priceWithoutTaxCents).toBe(3);
  });
});

describe('landed cost: what the buyer pays in all (one rule for invoice, bid box, confirmation)', () => {
  const endedAt = new Date('2025-03-01T12:00:00Z');
  it.each([
    ['VAT, with office fee', 10_000, 150, 'vat', 1_015_000, 796_813],
    ['VAT, no office fee', 10_000, null, 'vat', 1_000_000, 796_813],
    ['margin scheme', 10_000, 150, 'margin', 1_015_000, null],
  ] as const)('%s', (_name, price, commissionFee, taxTreatment, total, withoutTax) => {
    const cost = landedCostOf({ price, commissionFee, taxTreatment, endedAt });
    expect(cost.totalCents).toBe(total);
    expect(cost.vat?.priceWithoutTaxCents ?? null).toBe(withoutTax);
  });

  it('takes the rate of the end: 24 % before 1.9.2024', () => {
    const cost = landedCostOf({
      price: 10_000,
      commissionFee: 0,
      taxTreatment: 'vat',
      endedAt: helsinkiInstant(2024, 7, 31, 18),
    });
    expect(cost.vat).toEqual({
      rateBasisPoints: 2400,
      priceWithoutTaxCents: 806_452,
      taxCents: 193_548,
    });
  });

  it.each([
    [true, 'vat'],
    [null, 'vat'],
    [false, 'margin'],
  ] as const)('an item with vatDeductable %s is invoiced as %s', (vatDeductable, treatment) => {
    expect(taxTreatmentOf({ vatDeductable })).toBe(treatment);
  });
});

describe('IBAN (ISO 13616 mod 97) and BIC', () => {
  it.each([
    ['FI21 1234 5600 0007 85', true],
    ['FI2112345600000785', true],
    ['fi21 1234 5600 0007 85', true],
    ['GB82 WEST 1234 5698 7654 32', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['FI79 4405 2020 0360 82', true],
    ['FI22 1234 5600 0007 85', false],
    ['FI21 1234 5600 0007 8', false],
    ['GB82 WEST 1234 5698 7654 33', false],
    ['', false],
    ['1234', false],
  ])('%s → %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it.each([
    ['NDEAFIHH', true],
    ['OKOYFIHH', true],
    ['DEUTDEFF500', true],
    ['NDEAFIH', false],
    ['NDEA1IHH', false],
    ['DEUTDEFF50', false],
  ])('BIC %s → %s', (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });
});

describe('references: Finnish 7-3-1 and RF (ISO 11649)', () => {
  it.each([
    ['123', 2],
    ['86851625961989', 7],
    ['1234567', 2],
  ])('check digit of %s is %i', (base, digit) => {
    expect(finnishReferenceCheckDigit(base)).toBe(digit);
  });

  it.each([
    ['1232', true],
    ['86851 62596 19897', true],
    ['55958 22432 94671', true],
    ['1233', false],
    ['123', false],
    ['123456789012345678901', false],
  ])('Finnish %s → %s', (reference, valid) => {
    expect(isValidFinnishReference(reference)).toBe(valid);
  });

  it.each([
    // ISO 11649's own example
    ['RF18 5390 0754 7034', true],
    ['RF18539007547034', true],
    // the Finanssiala barcode guide's RF forms of its Finnish references
    ['RF09 8685 1625 9619 897', true],
    ['RF06 5595 8224 3294 671', true],
    ['RF19 5390 0754 7034', false],
    ['RF1', false],
  ])('RF %s → %s', (reference, valid) => {
    expect(isValidRfReference(reference)).toBe(valid);
  });

  it('makes the RF form of a base', () => {
    expect(rfReferenceOf('539007547034')).toBe('RF18539007547034');
    expect(rfReferenceOf('868516259619897')).toBe('RF09868516259619897');
  });

  it('names the kind and prints in groups', () => {
    expect(referenceKindOf('RF18 5390 0754 7034')).toBe('rf');
    expect(referenceKindOf('1232')).toBe('finnish');
    expect(referenceKindOf('1233')).toBeNull();
    expect(formatReference('868516259619897')).toBe('86851 62596 19897');
    expect(formatReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });
});

describe('Finnish bank virtual barcode (Finanssiala "Pankkiviivakoodi" guide examples)', () => {
  it.each([
    // version 4, national reference
    [
      'FI79 4405 2020 0360 82',
      488_315,
      '86851 62596 19897',
      '2010-06-12',
      '479440520200360820048831500000000868516259619897100612',
    ],
    [
      'FI58 1017 1000 0001 22',
      48_299,
      '55958 22432 94671',
      '2012-01-31',
      '458101710000001220004829900000000559582243294671120131',
    ],
    [
      'FI02 5000 4640 0013 02',
      69_380,
      '69 87567 20834 35364',
      '2011-07-24',
      '402500046400013020006938000000069875672083435364110724',
    ],
    // version 5, RF creditor reference
    [
      'FI79 4405 2020 0360 82',
      488_315,
      'RF09 8685 1625 9619 897',
      '2010-06-12',
      '579440520200360820048831509000000868516259619897100612',
    ],
    [
      'FI58 1017 1000 0001 22',
      48_299,
      'RF06 5595 8224 3294 671',
      '2012-01-31',
      '558101710000001220004829906000000559582243294671120131',
    ],
  ])('%s %i c %s %s', (iban, amountCents, reference, dueDate, expected) => {
    const code = virtualBarcodeOf({ iban, amountCents, reference, dueDate });
    expect(code).toBe(expected);
    expect(code).toHaveLength(54);
  });

  it('writes zeros for no due date and for an amount over 999 999,99 €', () => {
    const code = virtualBarcodeOf({
      iban: 'FI79 4405 2020 0360 82',
      amountCents: 100_000_000,
      reference: '1232',
      dueDate: null,
    });
    expect(code).toBe(`47944052020036082${'0'.repeat(8)}000${'1232'.padStart(20, '0')}000000`);
  });

  it.each([
    ['a foreign account', 'GB82 WEST 1234 5698 7654 32', '1232'],
    ['a broken reference', 'FI79 4405 2020 0360 82', '1233'],
    ['an RF reference with letters', 'FI79 4405 2020 0360 82', 'RF18 5390 0754 7034 X'],
  ])('has none for %s', (_name, iban, reference) => {
    expect(virtualBarcodeOf({ iban, amountCents: 100, reference, dueDate: null })).toBeNull();
  });
});

describe('EPC QR payload (EPC069-12)', () => {
  it('writes the SEPA credit transfer lines', () => {
    expect(
      epcQrPayloadOf({
        beneficiaryName: 'Demo Motors Oy',
        iban: 'FI21 1234 5600 0007 85',
        bic: 'NDEAFIHH',
        amountCents: 1_015_050,
        reference: 'RF18 5390 0754 7034',
        text: 'ignored with a reference',
      }),
    ).toBe(
      'BCD\n002\n1\nSCT\nNDEAFIHH\nDemo Motors Oy\nFI2112345600000785\nEUR10150.50\n\nRF18539007547034',
    );
  });

  it('puts text in the unstructured field without a reference, and leaves BIC empty', () => {
    expect(
      epcQrPayloadOf({
        beneficiaryName: 'A',
        iban: 'FI2112345600000785',
        bic: null,
        amountCents: 5,
        reference: null,
        text: 'Lasku 17',
      }),
    ).toBe('BCD\n002\n1\nSCT\n\nA\nFI2112345600000785\nEUR0.05\n\n\nLasku 17');
  });
});
