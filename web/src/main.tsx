import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { connectSessionExpiry } from './app/connect-session-expiry';
import { appRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
connectSessionExpiry(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
