// First: its worker loads the Intl data while the rest of the app is evaluated.
import './lib/intl-warm-up/start-intl-warm-up';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { languageReady } from './i18n';
import { connectSessionExpiry } from './app/connect-session-expiry';
import { createAppRoutes } from './app/routes';
import { nextTask } from './lib/idle/next-task';
import { createQueryClient } from './lib/query-client';

async function start() {
  const queryClient = createQueryClient();
  // The modules' evaluation above is one task; the router's start, whose first navigation runs
  // the page's loaders (its data was asked for by the HTML already), is the next one.
  await nextTask();
  const router = createBrowserRouter(createAppRoutes(queryClient));
  connectSessionExpiry(router, queryClient);

  // English and Swedish come in their own chunk: the first render waits for the one this browser
  // speaks, so it never flashes Finnish first.
  await languageReady;
  // The first render is a transition, so React renders it in 5 ms slices the browser can answer
  // between, instead of one task (about 100 ms on a phone's CPU, Lighthouse's blocking time).
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

void start();
