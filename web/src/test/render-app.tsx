import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { connectSessionExpiry } from '../app/connect-session-expiry';
import { createAppRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** The whole app at `path`, as main.tsx builds it, on a memory router. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  connectSessionExpiry(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
