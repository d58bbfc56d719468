import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, reloadPage } from '../lib/chunk-load-error';
import { buyerFlags, makeUser } from '../test/fixtures';
import { mockApi, sessionRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';

vi.mock('../lib/chunk-load-error', async (original) => ({
  ...(await original<typeof import('../lib/chunk-load-error')>()),
  reloadPage: vi.fn(),
}));

// What the items page throws stands for any page's failure: React.lazy throws a lost chunk's
// import error while rendering, as the bid machine dialog did when the connection dropped.
const failure = vi.hoisted(() => ({ error: new Error('nothing') }));
vi.mock('../features/browsing/components/items-page', () => ({
  ItemsPage: () => {
    throw failure.error;
  },
}));

const staleChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/bid-machine-dialog-1a2b.js');

describe('a page that fails (issue 15)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...sessionRoutes(buyerFlags), 'HEAD /': { status: 200 } });
  });
  afterEach(() => vi.mocked(reloadPage).mockClear());

  it('reloads by itself once for a lost chunk, then asks in the user’s language', async () => {
    failure.error = staleChunk();
    const first = renderApp('/ilmoitukset');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(chunkReloadKey)).not.toBeNull();
    expect(screen.queryByTestId('route-error')).toBeNull();
    first.unmount();

    // The reloaded page fails the same way at once: no second reload, a prompt instead.
    renderApp('/ilmoitukset');
    const prompt = await screen.findByTestId('route-error');
    expect(prompt.textContent).toContain('Jokin meni vikaan');
    expect(prompt.textContent).not.toMatch(/Unexpected Application Error/i);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('route-error-refresh'));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('asks at once, without reloading, when the server is out of reach', async () => {
    failure.error = staleChunk();
    mockApi(sessionRoutes(buyerFlags)); // HEAD / is not answered
    renderApp('/ilmoitukset');
    expect((await screen.findByTestId('route-error')).textContent).toContain('Jokin meni vikaan');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(chunkReloadKey)).toBeNull();
  });

  it.each([
    ['en-gb', 'Something went wrong', 'Refresh the page'],
    ['sv-se', 'Något gick fel', 'Uppdatera sidan'],
  ] as const)(
    'asks for a refresh in %s for any other failure, without reloading',
    async (locale, title, button) => {
      failure.error = new TypeError("Cannot read properties of undefined (reading 'id')");
      // The page speaks the user's language: the session's, applied before the shell renders.
      mockApi({
        ...sessionRoutes(buyerFlags, makeUser({ ...buyerFlags, locale })),
        'HEAD /': { status: 200 },
      });
      renderApp('/ilmoitukset');
      const prompt = await screen.findByTestId('route-error');
      expect(prompt.textContent).toContain(title);
      expect(screen.getByTestId('route-error-refresh').textContent).toBe(button);
      expect(reloadPage).not.toHaveBeenCalled();
    },
  );
});
