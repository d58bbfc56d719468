import { describe, expect, it } from 'vitest';
import {
  summarySourceText,
  templateSummaries,
  templateSummary,
  type SummarySource,
} from './ai-summary.js';

const empty: SummarySource = {
  make: 'Skoda',
  model: 'Octavia',
  modelYear: null,
  mileage: null,
  technicalDescription: null,
  bodyDescription: null,
  interiorDescription: null,
  serviceDescription: null,
  timingBeltDescription: null,
  tyreDescription: null,
  equipment: null,
  lastTechInspection: null,
  nextTechInspectionEnd: null,
};
const full: SummarySource = {
  ...empty,
  modelYear: 2019,
  mileage: 123456,
  technicalDescription: 'Moottori käy tasaisesti. Ei vuotoja.',
  serviceDescription: 'Merkkihuollettu 15 000 km välein.',
  tyreDescription: 'Nastarenkaat 6 mm',
  equipment: 'Vetokoukku, Webasto, Peruutuskamera, Navigaattori, Nahkaverhoilu',
  lastTechInspection: '2026-02-28',
  nextTechInspectionEnd: '2027-02-28',
};
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ])/).length;

describe('the built-in summary', () => {
  it.each([
    ['fi-fi', 'Myynnissä on Skoda Octavia vuosimallia 2019, ajettu 123 456 km.'],
    ['en-gb', 'For sale is a 2019 Skoda Octavia with 123,456 km on the clock.'],
    ['sv-se', 'Till salu är en Skoda Octavia av årsmodell 2019, körd 123 456 km.'],
  ] as const)('opens with the vehicle in %s', (locale, opening) => {
    expect(templateSummary(full, locale).startsWith(opening)).toBe(true);
  });

  it('quotes condition, service, tyres and notable equipment, in at most 5 sentences', () => {
    const text = templateSummary(full, 'fi-fi');
    expect(text).toContain('Moottori käy tasaisesti');
    expect(text).not.toContain('Ei vuotoja');
    expect(text).toContain('Merkkihuollettu 15 000 km välein');
    expect(text).toContain('Nastarenkaat 6 mm');
    expect(text).toContain('Vetokoukku, Webasto, Peruutuskamera, Navigaattori');
    expect(text).not.toContain('Nahkaverhoilu');
    expect(sentences(text)).toBe(5);
  });

  it('names inspection dates when there is room, and says what is missing rather than guess', () => {
    const text = templateSummary({ ...full, tyreDescription: null, equipment: null }, 'en-gb');
    expect(text).toContain('Last inspected on 28.2.2026; the next inspection is due by 28.2.2027.');
    const bare = templateSummaries(empty);
    for (const summary of Object.values(bare)) expect(sentences(summary)).toBe(3);
    expect(bare['en-gb']).toContain('No service history is given.');
    expect(bare['sv-se']).toContain('Säljaren har inte beskrivit skicket närmare.');
  });

  it('changes its source text exactly when a summarised field changes', () => {
    expect(summarySourceText(full)).toBe(summarySourceText({ ...full }));
    expect(summarySourceText(full)).not.toBe(
      summarySourceText({ ...full, tyreDescription: 'Kitkat' }),
    );
  });
});
