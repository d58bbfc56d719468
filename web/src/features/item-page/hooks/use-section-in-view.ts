import { useEffect, useState } from 'react';

/**
 * The section the reader is in (spec 2: the side navigation highlights it): the first of the
 * given anchors whose box crosses the upper half of the window below the header.
 */
export function useSectionInView(anchors: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(anchors[0] ?? null);
  const key = anchors.join(' ');

  useEffect(() => {
    const ids = key.split(' ');
    if (typeof IntersectionObserver === 'undefined') return;
    const crossing = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) crossing.set(entry.target.id, entry.isIntersecting);
        const first = ids.find((id) => crossing.get(id));
        if (first) setActive(first);
      },
      { rootMargin: '-72px 0px -50% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return active;
}

/** Smooth scroll to a section; its scroll margin keeps it 24 px below the header (spec 2). */
export function scrollToSection(anchor: string): void {
  document.getElementById(anchor)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
