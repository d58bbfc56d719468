import { describe, expect, it } from 'vitest';
import { VisibilityType } from '../auction-items/enums.js';
import { checkBusinessIdentityCode, hasValidCheckDigit } from './business-identity-code.js';
import {
  checkOrganisationSettings,
  defaultOrganisationSettings,
  deliveryLocationIdFor,
  DeliveryLocationType,
  fromToggle,
  roundedAmountChange,
  textChange,
  toToggle,
} from './organisation-settings.js';
import { checkDefaultDeliveryLocation, checkLocation, officesNotImported } from './locations.js';
import {
  defaultNotificationSettings,
  isNotificationWanted,
  notificationKindOfEndMessage,
} from './notification-settings.js';
import { canShowInAuction } from './responsible-sellers.js';
import {
  defaultVisibilityTypeOf,
  planDefaultVisibilitySave,
  planGroupItemsSave,
  removeGroupItem,
} from './target-groups.js';

describe('business identity code (spec 5)', () => {
  it.each([
    ['', [], 'mandatory'],
    ['   ', [], 'mandatory'],
    [null, [], 'mandatory'],
    ['1234567', [], 'wrong_pattern'],
    ['12345678', [], 'wrong_pattern'],
    ['1234567-89', [], 'wrong_pattern'],
    ['A234567-1', [], 'wrong_pattern'],
    ['1234567-8', [], 'wrong_check_digit'],
    ['1234567-1', [], null],
    ['0737546-2', [], null],
    ['1572860-0', [], null],
    ['1234567-1', ['1234567-1'], 'item_already_exists'],
    [' 1234567-1 ', ['0737546-2'], null],
  ] as const)('%j in %j → %s', (code, group, rule) => {
    expect(checkBusinessIdentityCode(code, group)).toBe(rule);
  });

  it('refuses codes whose remainder is 1 (never issued)', () => {
    // 3456789: weighted sum 243, remainder 1: no check digit makes it valid.
    for (let digit = 0; digit <= 9; digit++)
      expect(hasValidCheckDigit(`3456789-${digit}`)).toBe(false);
  });
});

describe('organisation settings rules (spec 5)', () => {
  const base = { ...defaultOrganisationSettings, registrationCertificateNotRequired: true };
  it.each([
    [{ startPrice: 500_000 }, {}],
    [{ startPrice: 500_001 }, { startPrice: 'max' }],
    [{ startPrice: 10.5 }, { startPrice: 'integer' }],
    [{ startPrice: -1 }, { startPrice: 'min' }],
    [{ startPrice: null }, {}],
    [{ commissionFee: 1_000 }, {}],
    [{ commissionFee: 1_001 }, { commissionFee: 'max' }],
    [{ organisationEmailAddress: 'myynti@example.fi' }, {}],
    [{ organisationEmailAddress: 'myynti@' }, { organisationEmailAddress: 'email' }],
    [{ organisationEmailAddress: '' }, {}],
    [{ iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' }, {}],
    [{ iban: 'FI21 1234 5600 0007 86' }, { iban: 'iban' }],
    [{ bic: 'NDEA' }, { bic: 'bic' }],
    [{ iban: '', bic: '' }, {}],
    [
      { registrationCertificateNotRequired: false, registrationCertificateEmailAddress: 'x' },
      { registrationCertificateEmailAddress: 'email' },
    ],
    [{ registrationCertificateNotRequired: true, registrationCertificateEmailAddress: 'x' }, {}],
    [
      {
        registrationCertificateNotRequired: false,
        registrationCertificateEmailAddress: 'todistus@example.fi',
      },
      {},
    ],
  ])('%j → %j', (change, fields) => {
    expect(checkOrganisationSettings({ ...base, ...change })).toEqual(fields);
  });
});

describe('settings save semantics (spec 4)', () => {
  it.each([
    [null, '1200', 1200],
    [1200, '1200', undefined],
    [1200, '1200.4', undefined],
    [1200, '1200,6', 1201],
    [1200, '', null],
    [null, '', undefined],
    [null, 'abc', undefined],
  ] as const)('amount %j, typed %j → %j', (stored, input, next) => {
    expect(roundedAmountChange(stored, input)).toBe(next);
  });

  it.each([
    [null, undefined, undefined],
    [null, '', undefined],
    ['a', 'a', undefined],
    ['a', 'b', 'b'],
    ['a', '', null],
  ] as const)('text %j, typed %j → %j', (stored, input, next) => {
    expect(textChange(stored, input)).toBe(next);
  });

  it('maps toggles to yes 1 and no 2', () => {
    expect([toToggle(true), toToggle(false), fromToggle(1), fromToggle(2)]).toEqual([
      1,
      2,
      true,
      false,
    ]);
  });

  it.each([
    [DeliveryLocationType.DefaultDeliveryLocation, 7, [5, 7], 7],
    [DeliveryLocationType.DefaultDeliveryLocation, null, [5, 7], 5],
    [DeliveryLocationType.DefaultDeliveryLocation, 9, [5, 7], 5],
    [DeliveryLocationType.DefaultDeliveryLocation, null, [], null],
    [DeliveryLocationType.WinningBidOfficeId, 7, [5, 7], null],
    [DeliveryLocationType.Undefined, 7, [5, 7], null],
  ] as const)('delivery type %i with %j of %j → %j', (type, chosen, ids, id) => {
    expect(deliveryLocationIdFor(type, chosen, ids)).toBe(id);
  });

  it('ignores a fourth visible responsible seller', () => {
    const people = [1, 2, 3, 4].map((id) => ({ id, showInAuction: id <= 3 }));
    expect(canShowInAuction(people, 4)).toBe(false);
    expect(canShowInAuction(people, 2)).toBe(true);
    expect(canShowInAuction(people.slice(0, 2).concat({ id: 4, showInAuction: false }), 4)).toBe(
      true,
    );
  });
});

describe('default visibility save plan (spec 4)', () => {
  const { WhiteList, BlackList } = VisibilityType;
  const existing = [
    { id: 11, companyGroupId: 1, visibilityType: BlackList },
    { id: 12, companyGroupId: 2, visibilityType: BlackList },
  ];
  it('defaults to blacklist when the office has none', () => {
    expect(defaultVisibilityTypeOf([])).toBe(BlackList);
    expect(defaultVisibilityTypeOf([{ visibilityType: WhiteList }])).toBe(WhiteList);
  });
  it.each([
    [
      'none existing: adds each',
      [],
      [1, 2],
      WhiteList,
      [
        { kind: 'add', companyGroupId: 1, visibilityType: WhiteList },
        { kind: 'add', companyGroupId: 2, visibilityType: WhiteList },
      ],
    ],
    [
      'type change: updates retained, deletes deselected, adds new',
      existing,
      [2, 3],
      WhiteList,
      [
        { kind: 'update', id: 12, visibilityType: WhiteList },
        { kind: 'delete', id: 11 },
        { kind: 'add', companyGroupId: 3, visibilityType: WhiteList },
      ],
    ],
    ['same type: no update', existing, [1, 2], BlackList, []],
    [
      'all deselected: deletes all',
      existing,
      [],
      BlackList,
      [
        { kind: 'delete', id: 11 },
        { kind: 'delete', id: 12 },
      ],
    ],
  ] as const)('%s', (_, rows, selected, type, calls) => {
    expect(planDefaultVisibilitySave(rows, selected, type)).toEqual(calls);
  });
});

describe('target group items save plan (spec 4)', () => {
  it('keeps removals until save, deletes them first, then creates the new items', () => {
    let state = {
      items: [
        { id: 1, businessIdentityCode: '1234567-1', name: 'A' },
        { id: 2, businessIdentityCode: '0737546-2', name: 'B' },
        { businessIdentityCode: '1572860-0', name: 'C' },
      ],
      removedIds: [] as number[],
    };
    state = removeGroupItem(state, 0);
    state = removeGroupItem(state, 1);
    expect(state.removedIds).toEqual([1]);
    state.items.push({ businessIdentityCode: ' 1234567-1 ', name: ' A2 ' });
    expect(planGroupItemsSave(state.removedIds, state.items)).toEqual([
      { kind: 'delete', id: 1 },
      { kind: 'create', businessIdentityCode: '1234567-1', name: 'A2' },
    ]);
  });
});

describe('location rules (spec 5)', () => {
  const valid = {
    name: 'Varasto',
    streetAddress: 'Tie 1',
    postalAreaCode: '00100',
    postOfficeName: 'Helsinki',
    locationPurpose: 10,
    locationType: 10,
  };
  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'mandatory' }],
    [{ streetAddress: '' }, { streetAddress: 'mandatory' }],
    [{ postalAreaCode: '' }, { postalAreaCode: 'mandatory' }],
    [{ postOfficeName: '' }, { postOfficeName: 'mandatory' }],
    [{ locationType: null }, { locationType: 'mandatory' }],
    [{ locationType: 15 }, { locationType: 'invalid_option' }],
    [{ locationPurpose: null }, { locationPurpose: 'mandatory' }],
    [{ locationPurpose: 2 }, { locationPurpose: 'invalid_option' }],
  ])('%j → %j', (change, fields) => {
    expect(checkLocation({ ...valid, ...change })).toEqual(fields);
  });

  it.each([
    [true, { kind: 'delete' as const }, 'default_delivery_location'],
    [true, { kind: 'update' as const, deliveryEnabled: false }, 'default_delivery_location'],
    [true, { kind: 'update' as const, deliveryEnabled: true }, null],
    [false, { kind: 'delete' as const }, null],
    [false, { kind: 'update' as const, deliveryEnabled: false }, null],
  ])('default %s, %j → %s', (isDefault, change, rule) => {
    expect(checkDefaultDeliveryLocation(isDefault, change)).toBe(rule);
  });

  it('counts the offices not yet imported', () => {
    expect(
      officesNotImported([{ id: 1 }, { id: 2 }, { id: 3 }], [{ officeId: 2 }, { officeId: null }]),
    ).toEqual([{ id: 1 }, { id: 3 }]);
  });
});

describe('notification settings (issue 12)', () => {
  const all = defaultNotificationSettings;
  it.each([
    [null, 'won', true],
    [all, 'won', true],
    [{ ...all, won: false }, 'won', false],
    [{ ...all, won: false }, 'itemEnded', true],
    [{ ...all, mainSwitch: false }, 'itemEnded', false],
  ] as const)('%j, %s → %s', (settings, kind, wanted) => {
    expect(isNotificationWanted(settings, kind)).toBe(wanted);
  });
  it('maps the end-of-auction messages to their kinds', () => {
    expect(notificationKindOfEndMessage('winner')).toBe('won');
    expect(notificationKindOfEndMessage('auctioneerChooseBuyer')).toBe('itemEnded');
  });
});
