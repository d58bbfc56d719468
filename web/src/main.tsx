import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { languageReady } from './i18n';
import { connectSessionExpiry } from './app/connect-session-expiry';
import { createAppRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(createAppRoutes(queryClient));
connectSessionExpiry(router, queryClient);

// English and Swedish come in their own chunk: the first render waits for the one this browser
// speaks, so it never flashes Finnish first.
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
