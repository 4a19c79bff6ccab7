import { createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { AnyGroupApi } from '@/api/createGroupApi';
import { rootReducer } from './rootReducer';

// Group APIs that come with a lazily loaded part of the app (the organiser console) join the
// store when that part loads: their reducer through the root reducer's inject, their middleware
// through a dynamic middleware every store made by configureAppStore carries. Once added they
// stay, and the end of a session resets them with the others (injectedGroupApis). A store made
// before the injection holds their state only after its next action: `groupApisJoined` is that
// action, dispatched before the part's screens ask for data.

export const lazyApiMiddleware = createDynamicMiddleware();

const injected = new Set<AnyGroupApi>();

export function injectGroupApis(apis: readonly AnyGroupApi[]): void {
  for (const api of apis) {
    if (injected.has(api)) continue;
    injected.add(api);
    rootReducer.inject(api);
    lazyApiMiddleware.addMiddleware(api.middleware);
  }
}

/** Any action makes a store take up the injected reducers; this one says why it was sent. */
export const groupApisJoined = createAction('lazyGroupApis/joined');

/** The group APIs injected so far. */
export const injectedGroupApis = (): AnyGroupApi[] => [...injected];
