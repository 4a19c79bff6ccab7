import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginResult } from '@contract/user';
import { redirectTarget } from './redirectTarget';

/**
 * What every successful login does once the auth slice has stored the answer (user/login and
 * user/ssoLogin alike): go to the page the guard came from (`state.from`), else home, or to the
 * forced password change. LoginPage's redirect of a visitor with a token reads the same state, so
 * the two agree while a login completes. `state`: the router state to read, by default the
 * current one (campus sign-in passes the `next` it brought back).
 */
export function useFinishLogin(): (result: Pick<LoginResult, 'defaultPassword'>, state?: unknown) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.state as unknown;
  return useCallback(
    (result, state = current) => void navigate(redirectTarget(state, result.defaultPassword), { replace: true }),
    [navigate, current],
  );
}
