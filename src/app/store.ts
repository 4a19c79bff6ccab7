import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { groupApis } from '@/api';
import { addCrossGroupInvalidation } from '@/api/crossGroupInvalidation';
import { initialAuthState, type AuthState } from '@/components/session/authSlice';
import { initialSettingsState, settingsReducer, type SettingsState } from '@/components/settings/settingsSlice';
import { persistedAuthReducer } from './authPersistence';
import { addSessionListener } from './sessionListener';
import { addToastListener } from './toastListener';

// Only `auth` is persisted; the API caches and settings are fetched again on each start. Every
// group API comes from the one list in src/api/index.ts: its reducer here, its middleware below.
const rootReducer = combineSlices({ auth: persistedAuthReducer, settings: settingsReducer }, ...groupApis);

export type RootState = ReturnType<typeof rootReducer>;

export interface PreloadedState {
  auth?: Partial<AuthState>;
  settings?: Partial<SettingsState>;
}

/** A fresh store; tests make one each with the state they need. */
export function makeStore(preloaded: PreloadedState = {}) {
  const listeners = createListenerMiddleware();
  addToastListener(listeners.startListening);
  addSessionListener(listeners.startListening);
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
        .concat(groupApis.map((api) => api.middleware)),
    devTools: { name: '智慧党建培训平台' },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts saving and restoring `auth` (localStorage, see authPersistence.ts). */
export const startPersistence = (store: AppStore) => persistStore(store);
