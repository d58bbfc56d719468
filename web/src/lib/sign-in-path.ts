import { routePaths } from '@dealer/domain';

interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * The sign-in address with the return state (spec 4: a failed user fetch redirects with it).
 * On the start view the state it was already carrying is passed on, so it survives two hops.
 */
export function buildSignInPath(location: LocationLike): string {
  let state = `${location.pathname}${location.search}`;
  if (location.pathname === routePaths.start) {
    state = new URLSearchParams(location.search).get('state') ?? '';
  }
  return state ? `${routePaths.signIn}?state=${encodeURIComponent(state)}` : routePaths.signIn;
}

/** Where a successful sign-in goes: the start view, which resolves the state (spec 2). */
export function buildStartPath(state: string | null): string {
  return state ? `${routePaths.start}?state=${encodeURIComponent(state)}` : routePaths.start;
}
