import { configureStore, createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { groupApis } from '@/api';
import { addCrossGroupInvalidation } from '@/api/crossGroupInvalidation';
import { initialAuthState, type AuthState } from './auth/authSlice';
import { initialSettingsState, type SettingsState } from './settings/settingsSlice';
import { lazyApiMiddleware } from './lazyGroupApis';
import { rootReducer, type RootState } from './rootReducer';

export interface PreloadedState {
  auth?: Partial<AuthState>;
  settings?: Partial<SettingsState>;
}

/** Adds the listeners of a layer above the store (the app's toasts and the end of a session). */
export type AddListeners = (startListening: ListenerMiddlewareInstance['startListening']) => void;

/**
 * The one store: the slices, every group API's reducer and middleware, the cross-group table's
 * listener, and the listeners `addListeners` brings. The app makes it once (app/store.ts);
 * tests make one each with the state they need.
 */
export function configureAppStore(preloaded: PreloadedState = {}, addListeners: readonly AddListeners[] = []) {
  const listeners = createListenerMiddleware();
  addListeners.forEach((add) => add(listeners.startListening));
  addCrossGroupInvalidation(listeners.startListening);

  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: { ...initialAuthState, ...preloaded.auth },
      settings: { ...initialSettingsState, ...preloaded.settings },
    } as Partial<RootState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions (register, rehydrate callbacks) by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(groupApis.map((api) => api.middleware))
        .concat(lazyApiMiddleware),
    devTools: { name: '智慧党建培训平台' },
  });
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

/** Starts saving and restoring `auth` (localStorage, see auth/authPersistence.ts). */
export const startPersistence = (store: AppStore) => persistStore(store);
