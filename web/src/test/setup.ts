import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { FakeWebSocket } from './fake-web-socket';

// jsdom has no layout: media queries answer by a width the tests set (desktop by default).
function matchMedia(query: string): MediaQueryList {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

// A loaded two-core machine (CI, or the test files running side by side) can take more than the
// default second to load a lazy route's chunk: findBy… waits longer before it fails.
configure({ asyncUtilTimeout: 5_000 });

// The app fetches the rest of Finnish, English and Swedish when first needed; components' tests
// render any page and switch languages at once, so every catalogue is there from the start
// (src/i18n/lazy-catalogues.test.ts tests the fetching itself).
beforeAll(async () => {
  await Promise.all([loadLanguage('fi'), loadLanguage('en'), loadLanguage('sv')]);
});

beforeEach(async () => {
  window.innerWidth = 1280;
  window.matchMedia = matchMedia;
  window.scrollTo = () => undefined;
  window.localStorage.clear();
  // The live hub is not there in unit tests; tests drive this stand-in.
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  await i18n.changeLanguage('fi');
});

afterEach(() => {
  cleanup();
});
