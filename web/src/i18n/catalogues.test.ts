import {
  bodyTypes,
  colors,
  draftFieldNames,
  draftRuleKeys,
  draftSections,
  driveTypes,
  errorCodes,
  fuelTypes,
  hybridTypes,
  transmissionTypes,
  vehicleTypes,
  windscreens,
} from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../lib/api-client';
import en from './en.json';
import fi from './fi.json';
import sv from './sv.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Flattens a nested catalogue to `a.b.c -> text`. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const catalogues = { fi, en, sv } as Record<string, Catalogue>;
const flat = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]),
);
const allKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]));

describe('translation catalogues', () => {
  it.each(Object.keys(catalogues))('%s has every key, each a non-empty text', (language) => {
    const entries = flat[language]!;
    const missing = [...allKeys].filter((key) => !entries.has(key));
    const empty = [...entries].filter(([, text]) => typeof text !== 'string' || !text.trim());
    expect(missing).toEqual([]);
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s translates every API and client error code', (language) => {
    const entries = flat[language]!;
    const missing = [...errorCodes, ...clientErrorCodes].filter(
      (code) => !entries.has(`errors.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s words every draft rule of the domain', (language) => {
    const entries = flat[language]!;
    const missing = draftRuleKeys.filter((key) => !entries.has(`validation.${key}`));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s names every draft field and section', (language) => {
    const entries = flat[language]!;
    const sections = [...Object.keys(draftSections), 'responsibleSalespeople', 'files', 'images'];
    const missing = [
      ...draftFieldNames.map((name) => `fields.${name}`),
      ...sections.map((section) => `sections.${section}`),
    ].filter((key) => !entries.has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s names every value of every enumeration', (language) => {
    const entries = flat[language]!;
    const enumerations = {
      bodyType: bodyTypes,
      driveType: driveTypes,
      fuelType: fuelTypes,
      transmissionType: transmissionTypes,
      vehicleType: vehicleTypes,
      color: colors,
      hybridType: hybridTypes,
      windscreen: windscreens,
    };
    // 0 is 'undefined': never offered, shown as a dash.
    const missing = Object.entries(enumerations).flatMap(([name, values]) =>
      values
        .filter((value) => value !== 0)
        .map((value) => `enums.${name}.${value}`)
        .filter((key) => !entries.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('uses the same interpolation variables in every language', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const key of allKeys) {
      const expected = variables(flat.fi!.get(key));
      for (const language of ['en', 'sv']) {
        expect({ key, language, variables: variables(flat[language]!.get(key)) }).toEqual({
          key,
          language,
          variables: expected,
        });
      }
    }
  });
});
