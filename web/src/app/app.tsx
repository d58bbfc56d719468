import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { emotionCache } from '../emotion-styles-in-render';
import { i18n } from '../i18n';
import { theme } from './theme';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* Styles compiled while rendering, inserted in the commit (see the module). */}
        <CacheProvider value={emotionCache}>
          {/* The system's provider, as Material's own uses for a theme without CSS variables
              (ours): Material's also bundles the CSS-variables provider, about 5 KB gzipped unused. */}
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
