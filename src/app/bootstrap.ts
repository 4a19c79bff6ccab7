import { useEffect } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { UserApi } from '@/api/user';
import { selectToken } from '@/components/session/selectors';
import { loadSettings } from '@/components/settings/settingsSlice';
import { useAppDispatch, useAppSelector, type SharedState } from '@/components/hooks';

/**
 * App start (spec §4): with a token, fetch the user info (auth follows it, and the guard applies
 * the role rules), then the settings, once. Without a token, neither. A settings failure leaves
 * hasValue false and the app usable.
 */
export const startSession = (): ThunkAction<Promise<void>, SharedState, unknown, UnknownAction> => async (dispatch, getState) => {
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
