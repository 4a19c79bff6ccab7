import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthState } from './session/authSlice';
import type { SettingsState } from './settings/settingsSlice';

/**
 * The part of the store that components and features read through selectors. They cannot import
 * app/store.ts (imports flow lib -> api -> components -> features -> app), so the typed hooks
 * are typed by this shape; app/store.test.ts holds the real store to it.
 */
export interface SharedState {
  auth: AuthState;
  settings: SettingsState;
}

/** Dispatches actions and thunks (API endpoints, loadSettings). */
export type SharedDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<SharedDispatch>();
export const useAppSelector = useSelector.withTypes<SharedState>();
