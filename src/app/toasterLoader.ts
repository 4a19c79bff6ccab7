import type * as AppToasterModule from './AppToaster';

export type ToasterModule = typeof AppToasterModule;

/** A failed load is tried again after this, doubling up to MAX_RETRY_MS, or as soon as the browser is back online. */
export const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

let ready: Promise<ToasterModule> | undefined;
let loaded: ToasterModule | undefined;

/**
 * The toaster's chunk (AppToaster with the `toaster` it renders, and Chakra UI's toast): kept out
 * of the entry and loaded once. It never rejects: a load that fails (offline, a dropped campus
 * connection) is tried again later, and whoever waits for it, e.g. a toast raised while offline,
 * is served once it is there. Webpack forgets a chunk that failed, so a new import asks again.
 */
export function toasterReady(): Promise<ToasterModule> {
  ready ??= new Promise<ToasterModule>((resolve) => {
    let delay = FIRST_RETRY_MS;
    const attempt = () => {
      import('./AppToaster').then(
        (module) => {
          loaded = module;
          resolve(module);
        },
        () => {
          const again = () => {
            window.removeEventListener('online', again);
            window.clearTimeout(timer);
            attempt();
          };
          const timer = window.setTimeout(again, delay);
          delay = Math.min(delay * 2, MAX_RETRY_MS);
          window.addEventListener('online', again);
        },
      );
    };
    attempt();
  });
  return ready;
}

/** The toaster's module if it has been loaded, else undefined. */
export const loadedToaster = (): ToasterModule | undefined => loaded;

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Fetches the toaster's chunk early, while the network is still there: once the person starts using
 * the page (moves the mouse, types, touches) and the main thread is idle, as the login page does
 * for its dialogs. Not on page load: the first load stays as small and quiet as before (Lighthouse
 * never touches the page). Returns a cleanup for an effect.
 */
export function prefetchToasterOnIntent(): () => void {
  if (ready) return () => undefined;
  let idle = 0;
  const idleCallback = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const remove = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, prefetch, true));
  function prefetch() {
    remove();
    idle = idleCallback(() => void toasterReady());
  }
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, prefetch, { capture: true, passive: true }));
  return () => {
    remove();
    cancelIdle(idle);
  };
}
