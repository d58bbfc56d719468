import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { firstLoadSections } from './src/i18n/first-load-sections';

const moduleId = 'virtual:fi-first-load';
const resolvedId = `\0${moduleId}`;
// Joined, not `new URL(…, import.meta.url)`, which Vite rewrites to an asset's address in tests.
const finnishCatalogue = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'src/i18n/fi.json',
);

/** The named sections of a catalogue; a section the catalogue lacks is an error, not a gap. */
export function pickSections(
  catalogue: Record<string, unknown>,
  sections: readonly string[],
): Record<string, unknown> {
  const missing = sections.filter((section) => !(section in catalogue));
  if (missing.length > 0) throw new Error(`fi.json has no section ${missing.join(', ')}`);
  return Object.fromEntries(sections.map((section) => [section, catalogue[section]]));
}

/**
 * `virtual:fi-first-load`: the sections of `fi.json` the first screen shows. The catalogue stays
 * one file for translators and checks; the bundle takes only these sections of it, and the whole
 * file is its own chunk, fetched when another page needs it (docs/decisions.md).
 */
export function firstLoadCatalogue(): Plugin {
  return {
    name: 'dealer:first-load-catalogue',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(finnishCatalogue);
      const catalogue = JSON.parse(readFileSync(finnishCatalogue, 'utf8')) as Record<
        string,
        unknown
      >;
      return `export default ${JSON.stringify(pickSections(catalogue, firstLoadSections))};`;
    },
  };
}
