import { draftRuleKeys, errorCodes } from '@dealer/domain';
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
