import { useEffect } from 'react';

const prevent = (event: Event) => event.preventDefault();

/** Right-click is disabled while the VideoDetails route is active, and only then (spec §2). */
export function useBlockContextMenu(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    document.addEventListener('contextmenu', prevent);
    return () => document.removeEventListener('contextmenu', prevent);
  }, [active]);
}
