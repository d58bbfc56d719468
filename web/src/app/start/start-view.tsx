import { resolveStartPath, routePaths } from '@dealer/domain';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session/session-context';

/** The routes this version has (every one is in routes.tsx); any other state falls back (spec 2). */
export const knownPaths: readonly string[] = Object.values(routePaths);

/** Start view: the return state when it names a page, else sellers to my items (spec 2). */
export function StartView() {
  const { flags } = useSession();
  const [searchParams] = useSearchParams();
  return <Navigate to={resolveStartPath(searchParams.get('state'), flags, knownPaths)} replace />;
}
