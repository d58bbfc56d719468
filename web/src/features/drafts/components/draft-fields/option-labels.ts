import { draftFieldSpecs, formatEuros, type DraftFieldName, type Locale } from '@dealer/domain';
import type { TFunction } from 'i18next';
import type { DefaultListName, DefaultLists } from '../../api/default-lists';

/** Fields chosen from a dropdown, with the server's list that offers their values. */
export const optionLists = {
  bodyType: 'BodyType',
  driveType: 'DriveType',
  vehicleType: 'VehicleType',
  fuelType: 'FuelType',
  transmissionType: 'TransmissionType',
  color: 'Color',
  hybridType: 'HybridType',
  windscreen: 'Windscreen',
  modelYear: 'ModelYear',
  minimumRaise: 'MinimumRaise',
  hoursOpenAfterFirstBid: 'HoursOpenAfterFirstBid',
} as const satisfies Partial<Record<DraftFieldName, DefaultListName>>;

export type OptionFieldName = keyof typeof optionLists;

/** Enumerations the web names (catalogue `enums.<field>.<value>`). */
const namedEnums = [
  'bodyType',
  'driveType',
  'vehicleType',
  'fuelType',
  'transmissionType',
  'color',
  'hybridType',
  'windscreen',
] as const;
type NamedEnum = (typeof namedEnums)[number];
const isNamedEnum = (name: OptionFieldName): name is NamedEnum =>
  (namedEnums as readonly string[]).includes(name);

/** The values offered: the server's list, else the domain's; 0 is "undefined", never offered. */
export function optionValuesOf(name: OptionFieldName, lists: DefaultLists | undefined): number[] {
  const spec = draftFieldSpecs[name];
  const fallback = 'values' in spec ? spec.values : recentModelYears();
  return [...(lists?.[optionLists[name]] ?? fallback)].filter((value) => value !== 0);
}

/** Until the server's list is in: this year and the 40 before it, the newest first. */
function recentModelYears(): number[] {
  const thisYear = new Date().getFullYear();
  return Array.from({ length: 41 }, (_, index) => thisYear - index);
}

export const isOptionField = (name: DraftFieldName): name is OptionFieldName => name in optionLists;

/** The name of an option in the user's language. */
export function optionLabel(
  t: TFunction,
  locale: Locale,
  name: OptionFieldName,
  value: number,
): string {
  if (isNamedEnum(name)) {
    // The key is checked by the catalogue test (every value of every enumeration is named).
    return t(`enums.${name}.${value}` as 'enums.fuelType.1');
  }
  switch (name) {
    case 'minimumRaise':
      return formatEuros(value, locale);
    case 'hoursOpenAfterFirstBid':
      return t('itemPage.hours', { count: value });
    case 'modelYear':
      return String(value);
  }
}
