import { createAction, type Middleware } from '@reduxjs/toolkit';
import type { AnyGroupApi } from '@/api/createGroupApi';
import { rootReducer } from './rootReducer';

// Group APIs that come with a lazily loaded part of the app (the organiser console) join the
// store when that part loads: their reducer through the root reducer's inject, their middleware
// through `lazyApiMiddleware`, which every store made by configureAppStore carries. Once added
// they stay, and the end of a session resets them with the others (injectedGroupApis). A store
// made before the injection holds their state only after its next action: `groupApisJoined` is
// that action, dispatched before the part's screens ask for data. (A few lines instead of RTK's
// createDynamicMiddleware, which would weigh on the learner's first load.)

const injected: AnyGroupApi[] = [];

/** Passes each action through the injected APIs' middleware, each set up once per store. */
export const lazyApiMiddleware: Middleware = (storeApi) => {
  const made = new Map<AnyGroupApi, ReturnType<Middleware>>();
  let chainOf = 0;
  let through: ((action: unknown) => unknown) | null = null;
  return (next) => (action) => {
    if (chainOf !== injected.length) {
      chainOf = injected.length;
      for (const api of injected) if (!made.has(api)) made.set(api, (api.middleware as Middleware)(storeApi));
      through = injected.reduceRight<(action: unknown) => unknown>((rest, api) => made.get(api)!(rest as never) as never, next);
    }
    return through ? through(action) : next(action);
  };
};

export function injectGroupApis(apis: readonly AnyGroupApi[]): void {
  for (const api of apis) {
    if (injected.includes(api)) continue;
    injected.push(api);
    rootReducer.inject(api);
  }
}

/** Any action makes a store take up the injected reducers; this one says why it was sent. */
export const groupApisJoined = createAction('lazyGroupApis/joined');

/** The group APIs injected so far. */
export const injectedGroupApis = (): AnyGroupApi[] => [...injected];
