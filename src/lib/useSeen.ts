import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into the viewport (and from then on). For below-the-fold parts
 * of a landing page: their request and render wait until someone scrolls to them, so they do not
 * add main-thread work while the page loads. Without IntersectionObserver: true at once.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
