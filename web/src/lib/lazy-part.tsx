import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a page that only some viewers see (the auctioneer's panel, the admin's menu, a
 * dialog once it is asked for), fetched where it first renders, not with the page: a buyer's
 * item page neither downloads nor evaluates it (issue 10, the phone's main thread). Until its
 * chunk is here the part renders nothing; the rest of the page does not wait for it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
