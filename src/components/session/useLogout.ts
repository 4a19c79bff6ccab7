import { useCallback } from 'react';
import { sessionEnded } from '@/api/apiEvents';
import { UserApi } from '@/api/user';
import { useAppDispatch } from '@/store/hooks';

/**
 * Logs out: tells the server (a failure does not keep anyone logged in), then ends the session
 * the same way token expiry does (src/app/sessionListener.ts clears, resets and navigates).
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await dispatch(UserApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // The server may already consider the token gone; logging out locally is what matters.
    }
    dispatch(sessionEnded({ reason: 'logout' }));
  }, [dispatch]);
}
