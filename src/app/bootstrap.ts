import { useEffect } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { UserApi } from '@/api/user';
import { selectToken } from '@/store/auth/selectors';
import { loadSettings } from '@/store/settings/settingsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/store';

/**
 * App start (spec §4): with a token, fetch the user info (auth follows it, and the guard applies
 * the role rules), then the settings, once. Without a token, neither. A settings failure leaves
 * hasValue false and the app usable.
 */
export const startSession = (): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> => async (dispatch, getState) => {
  if (!selectToken(getState())) return;
  await dispatch(UserApi.endpoints.userInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
  // The user info may have ended the session (10003): then no settings call.
  if (!selectToken(getState())) return;
  await dispatch(loadSettings());
};

/** Runs startSession on start and whenever a new token arrives (after login). */
export function useSessionStart(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  useEffect(() => {
    if (token) void dispatch(startSession());
  }, [dispatch, token]);
}
