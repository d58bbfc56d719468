import { lazy, type ComponentType } from 'react';
import { whenIdle } from './idle/on-idle';

type Loader<T> = () => Promise<{ default: T }>;

/**
 * A component kept out of the first load (issue 10: the phone's JavaScript budget) but fetched
 * once the page has loaded and the browser is idle: when the user opens it, or a toast or an
 * offline notice needs it, it is already here, even without a network.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPreloaded<T extends ComponentType<any>>(load: Loader<T>) {
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed fetch is tried again on the next use
      throw error;
    });
    return loading;
  };
  whenIdle(() => void loadOnce().catch(() => undefined));
  return lazy(loadOnce);
}
