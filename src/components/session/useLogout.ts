import { useCallback } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { sessionEnded } from '@/api/apiEvents';
import { UserApi } from '@/api/user';

/**
 * Logs out: tells the server (a failure does not keep anyone logged in), then ends the session
 * the same way token expiry does (src/app/sessionListener.ts clears, resets and navigates).
 */
export function useLogout(): () => Promise<void> {
  // A plain thunk-capable dispatch: features do not import the app's store types.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(async () => {
    try {
      await dispatch(UserApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // The server may already consider the token gone; logging out locally is what matters.
    }
    dispatch(sessionEnded({ reason: 'logout' }));
  }, [dispatch]);
}
