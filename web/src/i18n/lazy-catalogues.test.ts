import { describe, expect, it, vi } from 'vitest';

// A fresh module each time: the shared setup has loaded every catalogue into its own instance.
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

describe('the language catalogues', () => {
  it("bundles the first screen's Finnish, and fetches the rest when a page needs it", async () => {
    const { i18n, cataloguesReady } = await freshI18n();
    expect(i18n.t('nav.items')).toBe('Ilmoitukset');
    expect(i18n.exists('signIn.title')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await cataloguesReady();
    expect(i18n.exists('signIn.title')).toBe(true);
    expect(i18n.t('nav.items')).toBe('Ilmoitukset');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('fetches English or Swedish when first switched to', async () => {
    const { i18n, applyLocale } = await freshI18n();
    expect(i18n.hasResourceBundle('fi', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);

    await applyLocale('sv-se');
    expect(i18n.language).toBe('sv');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('nav.items')).not.toBe(i18n.getFixedT('fi')('nav.items'));
    expect(document.documentElement.lang).toBe('sv');
  });

  it('is ready in the language this browser chose last before the app renders', async () => {
    window.localStorage.setItem('dealer-auction.locale', 'en-gb');
    const { i18n, languageReady } = await freshI18n();
    await languageReady;
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.items')).toBe('Items');
  });
});
