import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { resetAllApis } from '@/api';
import { userApi } from '@/api/user';
import { useAppDispatch } from '../hooks';
import { loggedOut } from './authSlice';
import { paths } from '@/lib/paths';

/** Logs out: tells the server (a failure does not keep anyone logged in), forgets every cache, goes to /login. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await dispatch(userApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // The server may already consider the token gone; logging out locally is what matters.
    }
    dispatch(loggedOut());
    resetAllApis(dispatch);
    navigate(paths.login(), { replace: true });
  }, [dispatch, navigate]);
}
