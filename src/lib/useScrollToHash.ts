import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The element id an address's hash names ('#work' -> 'work'), or null. */
function hashTarget(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls to the element the address's hash names (/index/special-training/1#work) once `ready`
 * says the page's content is in place. Neither react-router nor the browser does it here: when the
 * address changes, the element is not there yet (the page's data has not arrived), or the parts
 * above it have not taken their height. Once per navigation (the location's key): a refetch that
 * makes `ready` true again, or a re-render, does not bring the learner back after they scrolled
 * away; following the same link again does.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const id = hashTarget(hash);
    if (!ready || id === null || done.current === key) return;
    const element = document.getElementById(id);
    if (!element) return;
    done.current = key;
    element.scrollIntoView({ block: 'start' });
  }, [ready, hash, key]);
}
