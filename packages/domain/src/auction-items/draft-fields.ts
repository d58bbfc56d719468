import {
  bodyTypes,
  colors,
  driveTypes,
  fuelTypes,
  hoursOpenAfterFirstBidValues,
  hybridTypes,
  minimumRaiseValues,
  transmissionTypes,
  vehicleTypes,
  windscreens,
} from './enums.js';

/** How one draft field is checked (spec auction-items 5, Draft fields). */
export type FieldSpec =
  | { kind: 'text'; max: number; required?: boolean }
  | { kind: 'integer'; max: number; required?: boolean }
  | { kind: 'decimal'; max: number; required?: boolean }
  | { kind: 'option'; values: readonly number[]; required?: boolean }
  | { kind: 'date'; required?: boolean }
  | { kind: 'instant'; required?: boolean }
  | { kind: 'boolean' }
  | { kind: 'httpsUrl' }
  | { kind: 'reference'; required?: boolean };

const text = (max: number, required = false) => ({ kind: 'text' as const, max, required });
const integer = (max: number, required = false) => ({ kind: 'integer' as const, max, required });
const decimal = (max: number) => ({ kind: 'decimal' as const, max });
const option = (values: readonly number[], required = false) => ({
  kind: 'option' as const,
  values,
  required,
});
const date = { kind: 'date' as const };
const flag = { kind: 'boolean' as const };
const description = text(4000);

/** Every editable field of a draft with its rule. Limits not in the spec are documented in docs/decisions.md. */
export const draftFieldSpecs = {
  // Basic info
  licenseNumber: text(200, true),
  make: text(30, true),
  model: text(30, true),
  type: text(100, true),
  modelYear: integer(2100, true),
  mileage: integer(2_000_000, true),
  bodyType: option(bodyTypes, true),
  driveType: option(driveTypes, true),
  vehicleIdentificationNumber: text(17, true),
  vehicleType: option(vehicleTypes, true),
  fuelType: option(fuelTypes, true),
  transmissionType: option(transmissionTypes, true),
  color: option(colors),
  hybridType: option(hybridTypes, true),
  windscreen: option(windscreens),
  doorCount: integer(20),
  keyCount: integer(10),
  trailerTransportable: flag,
  // Technical info
  engineDisplacement: integer(30_000),
  powerKw: integer(3_000),
  torqueNm: integer(3_000),
  co2EmissionNedc: integer(2_000),
  co2EmissionWltp: integer(2_000),
  vehicleTax: decimal(2_000),
  commissioningDate: date,
  firstRegistrationDate: date,
  lastTechInspection: date,
  nextTechInspectionEnd: date,
  range: integer(3_000),
  batteryCapacity: decimal(5_000),
  batteryWarranty: text(200),
  peakChargingPower: decimal(5_000),
  chargingSocketType: text(100),
  electricConsumptionCombined: decimal(250),
  fuelConsumptionCombined: decimal(50),
  // Equipment
  equipment: text(8000),
  // Condition info
  auctioneerDescription: description,
  technicalDescription: description,
  timingBeltDescription: description,
  tyreDescription: description,
  headlightDescription: description,
  serviceDescription: description,
  usingHistoryDescription: description,
  interiorDescription: description,
  audioDescription: description,
  bodyDescription: description,
  testDriveDate: date,
  testDriveDescription: description,
  otherDescription: description,
  // Auction info
  start: { kind: 'instant', required: true },
  end: { kind: 'instant', required: true },
  startPrice: integer(500_000, true),
  minimumRaise: option(minimumRaiseValues, true),
  commissionFee: integer(1_000),
  vatDeductable: flag,
  openBid: flag,
  priceReservation: integer(10_000_000),
  fixedEndTime: flag,
  hoursOpenAfterFirstBid: option(hoursOpenAfterFirstBidValues, true),
  questionsAllowed: flag,
  showInBasicAuction: flag,
  showResponsibleSalesPeople: flag,
  interiorView360Url: { kind: 'httpsUrl' },
  exteriorView360Url: { kind: 'httpsUrl' },
  // Location
  officeId: { kind: 'reference', required: true },
  locationId: { kind: 'reference', required: true },
} as const satisfies Record<string, FieldSpec>;

export type DraftFieldName = keyof typeof draftFieldSpecs;
export const draftFieldNames = Object.keys(draftFieldSpecs) as DraftFieldName[];

type ValueOf<S extends FieldSpec> = S extends { kind: 'text' | 'date' | 'instant' | 'httpsUrl' }
  ? string | null
  : S extends { kind: 'boolean' }
    ? boolean
    : number | null;

/** The editable fields of a draft as the API carries them (dates YYYY-MM-DD, instants ISO 8601). */
export type DraftFields = { [K in DraftFieldName]: ValueOf<(typeof draftFieldSpecs)[K]> };

/** Spec 5: these apply and show only for electric cars and plug-in hybrids. */
export const electricOnlyFields = [
  'range',
  'batteryCapacity',
  'peakChargingPower',
  'electricConsumptionCombined',
] as const satisfies readonly DraftFieldName[];

/** The item page's editable sections and their fields, in the page's order. */
export const draftSections = {
  basicInfo: [
    'licenseNumber',
    'make',
    'model',
    'type',
    'modelYear',
    'mileage',
    'bodyType',
    'driveType',
    'vehicleIdentificationNumber',
    'vehicleType',
    'fuelType',
    'transmissionType',
    'color',
    'hybridType',
    'windscreen',
    'doorCount',
    'keyCount',
    'trailerTransportable',
  ],
  technicalInfo: [
    'engineDisplacement',
    'powerKw',
    'torqueNm',
    'co2EmissionNedc',
    'co2EmissionWltp',
    'vehicleTax',
    'commissioningDate',
    'firstRegistrationDate',
    'lastTechInspection',
    'nextTechInspectionEnd',
    'range',
    'batteryCapacity',
    'batteryWarranty',
    'peakChargingPower',
    'chargingSocketType',
    'electricConsumptionCombined',
    'fuelConsumptionCombined',
  ],
  equipment: ['equipment'],
  conditionInfo: [
    'auctioneerDescription',
    'technicalDescription',
    'timingBeltDescription',
    'tyreDescription',
    'headlightDescription',
    'serviceDescription',
    'usingHistoryDescription',
    'interiorDescription',
    'audioDescription',
    'bodyDescription',
    'testDriveDate',
    'testDriveDescription',
    'otherDescription',
  ],
  auctionInfo: [
    'start',
    'end',
    'startPrice',
    'minimumRaise',
    'commissionFee',
    'vatDeductable',
    'openBid',
    'priceReservation',
    'fixedEndTime',
    'hoursOpenAfterFirstBid',
    'questionsAllowed',
    'showInBasicAuction',
    'showResponsibleSalesPeople',
    'interiorView360Url',
    'exteriorView360Url',
  ],
  location: ['officeId', 'locationId'],
} as const satisfies Record<string, readonly DraftFieldName[]>;

export type DraftSectionName = keyof typeof draftSections | 'responsibleSalespeople' | 'files';
