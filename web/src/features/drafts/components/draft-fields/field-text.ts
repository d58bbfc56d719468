import {
  draftFieldSpecs,
  parseDateInput,
  parseDecimalInput,
  parseIntegerInput,
  type DraftFieldName,
  type DraftRuleKey,
  type FieldSpec,
  type Locale,
} from '@dealer/domain';

/** Fields typed as text: free text, numbers, dates and links. */
export type TextualFieldName = {
  [K in DraftFieldName]: (typeof draftFieldSpecs)[K]['kind'] extends
    'text' | 'integer' | 'decimal' | 'date' | 'httpsUrl'
    ? K
    : never;
}[DraftFieldName];

export type ParsedText =
  { ok: true; value: string | number | null } | { ok: false; error: DraftRuleKey };

const decimalSeparator = (locale: Locale) => (locale === 'en-gb' ? '.' : ',');

/** A stored date (YYYY-MM-DD) as users type it: D.M.YYYY. */
export function formatDateText(value: string): string {
  const parts = parseDateInput(value);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : value;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The text an input shows for a stored value. */
export function formatFieldText(spec: FieldSpec, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '';
  if (spec.kind === 'decimal' && typeof value === 'number') {
    return String(value).replace('.', decimalSeparator(locale));
  }
  if (spec.kind === 'date' && typeof value === 'string') return formatDateText(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** What a typed text means for the field, by the spec's input patterns (spec 5, generic rules). */
export function parseFieldText(spec: FieldSpec, text: string): ParsedText {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  switch (spec.kind) {
    case 'integer': {
      const value = parseIntegerInput(trimmed);
      return value === null ? { ok: false, error: 'integer' } : { ok: true, value };
    }
    case 'decimal': {
      const value = parseDecimalInput(trimmed);
      return value === null ? { ok: false, error: 'decimal' } : { ok: true, value };
    }
    case 'date': {
      const parts = parseDateInput(trimmed);
      if (!parts) return { ok: false, error: 'wrong_pattern' };
      return { ok: true, value: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` };
    }
    case 'text':
    case 'httpsUrl':
    case 'instant':
    case 'option':
    case 'reference':
    case 'boolean':
      return { ok: true, value: trimmed };
  }
}

export const isRequiredField = (name: DraftFieldName) => {
  const spec: FieldSpec = draftFieldSpecs[name];
  return 'required' in spec && spec.required === true;
};
