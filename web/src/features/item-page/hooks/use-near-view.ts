import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the window, once: true from then on. Where
 * the browser cannot tell (no IntersectionObserver), true at once.
 */
export function useNearView(ref: RefObject<Element | null>, margin: string): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
