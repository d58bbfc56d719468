import { describe, expect, it } from 'vitest';
import fi from './src/i18n/fi.json';
import { firstLoadSections } from './src/i18n/first-load-sections';
import { firstLoadCatalogue, pickSections } from './vite-first-load-catalogue';

describe('the first-load catalogue', () => {
  it('holds exactly the listed sections of fi.json, as written there', async () => {
    const plugin = firstLoadCatalogue();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    // The hooks as plain functions (the plugin defines them so); `load` uses only addWatchFile.
    const load = plugin.load as unknown as (
      this: { addWatchFile: () => void },
      id: string,
    ) => string;
    const id = resolveId('virtual:fi-first-load')!;
    const source = load.call({ addWatchFile: () => undefined }, id);
    const bundled = JSON.parse(source.replace(/^export default /, '').replace(/;$/, '')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(bundled)).toEqual([...firstLoadSections]);
    for (const section of firstLoadSections) expect(bundled[section]).toEqual(fi[section]);
    expect(resolveId('./other')).toBeUndefined();
  });

  it('refuses a section the catalogue lacks', () => {
    expect(() => pickSections({ app: {} }, ['app', 'nowhere'])).toThrow('nowhere');
  });
});
