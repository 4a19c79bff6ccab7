import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UserApi } from '@/api/user';
import { readSsoFragment } from './ssoFragment';
import { useFinishLogin } from './useFinishLogin';

export interface SsoArrivalState {
  /** the ticket is being exchanged (user/ssoLogin) */
  signingIn: boolean;
  /** the provider's refusal (#ssoError) or the exchange's, for the login form's alert */
  error: unknown;
}

/**
 * The login page opened by the campus sign-in callback (`#sso=<ticket>&next=<path>` or
 * `#ssoError=<message>`, see ssoFragment.ts). Before the page paints, the fragment leaves the
 * address bar (history.replaceState: the single-use ticket is kept in no history entry), and the
 * router's copy of the address follows, with the `next` brought back as the page the guard came
 * from. The ticket is then exchanged with user/ssoLogin, whose answer the auth slice stores as it
 * stores a password login's, and the page goes on as after a password login (useFinishLogin).
 */
export function useSsoArrival(): SsoArrivalState {
  const location = useLocation();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const [ssoLogin] = UserApi.useSsoLoginMutation();
  // read once, from the address the page opened with (the router's copy is replaced below)
  const [arrival] = useState(() => readSsoFragment(location.hash));
  const [signingIn, setSigningIn] = useState(arrival?.kind === 'ticket');
  const [error, setError] = useState<unknown>(() => (arrival?.kind === 'error' ? { message: arrival.message } : null));
  // StrictMode runs effects twice; a ticket is good for one exchange
  const handled = useRef(false);

  useLayoutEffect(() => {
    if (!arrival || handled.current) return;
    handled.current = true;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    const state = arrival.kind === 'ticket' && arrival.next ? { from: arrival.next } : (location.state as unknown);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state });
    if (arrival.kind !== 'ticket') return;
    ssoLogin({ ticket: arrival.ticket })
      .unwrap()
      .then(
        (result) => finish(result, state),
        (refused: unknown) => {
          setSigningIn(false);
          setError(refused);
        },
      );
  }, [arrival, location, navigate, finish, ssoLogin]);

  return { signingIn, error };
}
