import { z } from 'zod';
import type { Locale } from '../i18n/locale.js';
import { locales } from '../i18n/locale.js';

/** The item's own words and facts a summary is written from (spec 3, Auction item). */
export interface SummarySource {
  make: string | null;
  model: string | null;
  modelYear: number | null;
  mileage: number | null;
  technicalDescription: string | null;
  bodyDescription: string | null;
  interiorDescription: string | null;
  serviceDescription: string | null;
  timingBeltDescription: string | null;
  tyreDescription: string | null;
  equipment: string | null;
  lastTechInspection: string | null;
  nextTechInspectionEnd: string | null;
}

export const summarySourceFields = [
  'make',
  'model',
  'modelYear',
  'mileage',
  'technicalDescription',
  'bodyDescription',
  'interiorDescription',
  'serviceDescription',
  'timingBeltDescription',
  'tyreDescription',
  'equipment',
  'lastTechInspection',
  'nextTechInspectionEnd',
] as const satisfies ReadonlyArray<keyof SummarySource>;

/** Who wrote a summary: the configured language model, or the built-in template. */
export type SummaryWriter = 'model' | 'template';

/** Spec 3, aiSummary, as the API answers it. */
export interface AiSummary {
  writer: SummaryWriter;
  /** The model's name when a model wrote it; never set for the template. */
  model: string | null;
  texts: Record<Locale, string>;
  createdAt: string;
}

export const aiSummarySchema = z.object({
  writer: z.enum(['model', 'template']),
  model: z.string().nullable(),
  texts: z.record(z.enum(locales), z.string()),
  createdAt: z.string(),
}) satisfies z.ZodType<AiSummary>;

/** The source as one stable text: what the stored summary was written from (its hash decides). */
export const summarySourceText = (source: SummarySource): string =>
  JSON.stringify(summarySourceFields.map((field) => source[field] ?? null));

/** A description's first sentence, trimmed to a readable length. */
function firstSentence(text: string | null, max = 160): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(clean)?.[1] ?? clean;
  const cut = sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
  return cut.replace(/[.!?…]$/, '');
}

/** The first few items of the equipment list (comma, semicolon or line separated). */
function notableEquipment(equipment: string | null, count = 4): string[] {
  return (equipment ?? '')
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, count);
}

const formatDate = (date: string | null): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${Number(match[3])}.${Number(match[2])}.${match[1]}` : null;
};

const grouped = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en-gb' ? 'en-GB' : locale === 'sv-se' ? 'sv-SE' : 'fi-FI')
    .format(value)
    .replace(/\u00a0|\u202f/g, ' ');

interface Words {
  vehicle: (name: string, year: number | null, mileage: string | null) => string;
  condition: (text: string) => string;
  noCondition: string;
  service: (text: string) => string;
  noService: string;
  tyres: (text: string) => string;
  equipment: (list: string) => string;
  inspected: (last: string | null, next: string | null) => string | null;
}

// Written as a native speaker would; sentences kept plain, as the item's own details are quoted.
const words: Record<Locale, Words> = {
  'fi-fi': {
    vehicle: (name, year, mileage) =>
      `Myynnissä on ${name}${year ? ` vuosimallia ${year}` : ''}${mileage ? `, ajettu ${mileage} km` : ''}.`,
    condition: (text) => `Myyjä kuvaa kuntoa näin: ${text}.`,
    noCondition: 'Myyjä ei ole kuvannut kuntoa tarkemmin.',
    service: (text) => `Huoltohistoriasta: ${text}.`,
    noService: 'Huoltohistoriaa ei ole kerrottu.',
    tyres: (text) => `Renkaat: ${text}.`,
    equipment: (list) => `Varusteista mainittakoon ${list}.`,
    inspected: (last, next) =>
      last && next
        ? `Viimeksi katsastettu ${last}, seuraava katsastus viimeistään ${next}.`
        : last
          ? `Viimeksi katsastettu ${last}.`
          : next
            ? `Seuraava katsastus viimeistään ${next}.`
            : null,
  },
  'en-gb': {
    vehicle: (name, year, mileage) =>
      `For sale is a ${year ? `${year} ` : ''}${name}${mileage ? ` with ${mileage} km on the clock` : ''}.`,
    condition: (text) => `The seller describes its condition as follows: ${text}.`,
    noCondition: 'The seller has not described its condition in detail.',
    service: (text) => `On its service history: ${text}.`,
    noService: 'No service history is given.',
    tyres: (text) => `Tyres: ${text}.`,
    equipment: (list) => `Notable equipment includes ${list}.`,
    inspected: (last, next) =>
      last && next
        ? `Last inspected on ${last}; the next inspection is due by ${next}.`
        : last
          ? `Last inspected on ${last}.`
          : next
            ? `The next inspection is due by ${next}.`
            : null,
  },
  'sv-se': {
    vehicle: (name, year, mileage) =>
      `Till salu är en ${name}${year ? ` av årsmodell ${year}` : ''}${mileage ? `, körd ${mileage} km` : ''}.`,
    condition: (text) => `Säljaren beskriver skicket så här: ${text}.`,
    noCondition: 'Säljaren har inte beskrivit skicket närmare.',
    service: (text) => `Om servicehistoriken: ${text}.`,
    noService: 'Ingen servicehistorik har angetts.',
    tyres: (text) => `Däck: ${text}.`,
    equipment: (list) => `Bland utrustningen kan nämnas ${list}.`,
    inspected: (last, next) =>
      last && next
        ? `Senast besiktigad ${last}, nästa besiktning senast ${next}.`
        : last
          ? `Senast besiktigad ${last}.`
          : next
            ? `Nästa besiktning senast ${next}.`
            : null,
  },
};

/**
 * The built-in summariser: 3 to 5 sentences in `locale` from the item's own fields (condition,
 * service history, tyres, notable equipment, inspection dates). It quotes, never invents: a
 * fact the seller left out is said to be missing, not guessed.
 */
export function templateSummary(source: SummarySource, locale: Locale): string {
  const say = words[locale];
  const name = [source.make, source.model].filter(Boolean).join(' ') || '—';
  const condition =
    firstSentence(source.technicalDescription) ??
    firstSentence(source.bodyDescription) ??
    firstSentence(source.interiorDescription);
  const service =
    firstSentence(source.serviceDescription) ?? firstSentence(source.timingBeltDescription);
  const tyres = firstSentence(source.tyreDescription, 120);
  const equipment = notableEquipment(source.equipment);
  const inspected = say.inspected(
    formatDate(source.lastTechInspection),
    formatDate(source.nextTechInspectionEnd),
  );
  const sentences = [
    say.vehicle(
      name,
      source.modelYear,
      source.mileage === null ? null : grouped(source.mileage, locale),
    ),
    condition ? say.condition(condition) : say.noCondition,
    service ? say.service(service) : say.noService,
    ...(tyres ? [say.tyres(tyres)] : []),
    ...(equipment.length > 0 ? [say.equipment(equipment.join(', '))] : []),
    ...(inspected ? [inspected] : []),
  ];
  // Spec (issue 11): 3 to 5 sentences; the first three always exist.
  return sentences.slice(0, 5).join(' ');
}

/** The built-in summary in every language. */
export const templateSummaries = (source: SummarySource): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, templateSummary(source, locale)])) as Record<
    Locale,
    string
  >;
