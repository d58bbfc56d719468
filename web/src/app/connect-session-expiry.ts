import { routePaths } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { buildSignInPath } from '../lib/sign-in-path';
import type { AppRouter } from './app';

/**
 * A 401 from any call (other than login) sends the user to sign in, with the page they were on
 * as the return state. The cache is dropped after leaving, so nothing refetches on the way.
 */
export function connectSessionExpiry(router: AppRouter, queryClient: QueryClient): void {
  setUnauthenticatedHandler(() => {
    const { location } = router.state;
    if (location.pathname === routePaths.signIn) return;
    void router
      .navigate(buildSignInPath(location), { replace: true })
      .then(() => queryClient.clear());
  });
}
