import { combineSlices } from '@reduxjs/toolkit';
import { groupApis } from '@/api';
import { persistedAuthReducer } from './auth/authPersistence';
import { settingsReducer } from './settings/settingsSlice';

// Only `auth` is persisted; the API caches and settings are fetched again on each start. Every
// group API comes from the one list in src/api/index.ts: its reducer here, its middleware in
// store.ts.
export const rootReducer = combineSlices({ auth: persistedAuthReducer, settings: settingsReducer }, ...groupApis);

export type RootState = ReturnType<typeof rootReducer>;
