import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh instance: only the first screen's Finnish is bundled, the rest comes when asked for.
async function freshTranslation() {
  vi.resetModules();
  const [index, hook] = await Promise.all([import('./index'), import('./use-translation')]);
  return { ...index, ...hook };
}

describe('useTranslation', () => {
  afterEach(() => window.localStorage.clear());

  it('renders the texts again when the language changes', async () => {
    const { useTranslation, applyLocale, languageReady } = await freshTranslation();
    await languageReady;
    function Title() {
      const { t } = useTranslation();
      return <p data-testid="title">{t('nav.items')}</p>;
    }
    render(<Title />);
    expect(screen.getByTestId('title').textContent).toBe('Ilmoitukset');
    await act(() => applyLocale('en-gb'));
    expect(screen.getByTestId('title').textContent).toBe('Items');
    await act(() => applyLocale('sv-se'));
    expect(screen.getByTestId('title').textContent).not.toBe('Items');
    await act(() => applyLocale('fi-fi'));
    expect(screen.getByTestId('title').textContent).toBe('Ilmoitukset');
  });

  it('renders a text again when its catalogue arrives after the first screen', async () => {
    const { useTranslation, cataloguesReady, i18n } = await freshTranslation();
    expect(i18n.exists('signIn.title')).toBe(false);
    function SignInTitle() {
      const { t } = useTranslation();
      return <p data-testid="title">{t('signIn.title')}</p>;
    }
    render(<SignInTitle />);
    expect(screen.getByTestId('title').textContent).toBe('signIn.title');
    await act(() => cataloguesReady());
    expect(screen.getByTestId('title').textContent).toBe(i18n.t('signIn.title'));
    expect(screen.getByTestId('title').textContent).not.toBe('signIn.title');
  });

  it('renders nothing again when a catalogue adds only texts no one asked for', async () => {
    const { useTranslation, cataloguesReady, languageReady, i18n } = await freshTranslation();
    await languageReady;
    let renders = 0;
    function Title() {
      renders++;
      return <p data-testid="title">{useTranslation().t('nav.items')}</p>;
    }
    render(<Title />);
    expect(renders).toBe(1);
    await act(() => cataloguesReady());
    expect(i18n.exists('signIn.title')).toBe(true);
    expect(renders).toBe(1);
    expect(screen.getByTestId('title').textContent).toBe('Ilmoitukset');
  });

  it('gives every component the same function until the texts change, then a new one', async () => {
    const { useTranslation, applyLocale, languageReady } = await freshTranslation();
    await languageReady;
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation().t);
      return null;
    }
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    await act(() => applyLocale('en-gb'));
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
