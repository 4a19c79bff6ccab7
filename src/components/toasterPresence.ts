import { useSyncExternalStore } from 'react';

// The toaster (Chakra + zag toast, ~12 KB gzip) stays out of the entry bundle: toaster.ts marks
// itself loaded when some code first imports it, and only then is <AppToaster/> mounted.
let loaded = false;
const listeners = new Set<() => void>();

export function markToasterLoaded(): void {
  if (loaded) return;
  loaded = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasterLoaded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
