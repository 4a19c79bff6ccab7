import { lazy, startTransition, Suspense, useCallback, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectDefaultPassword, selectSsoLoggedOut, selectToken } from '@/store/auth/selectors';
import { DEFAULT_LOGO_URL, DEFAULT_PLATFORM_NAME } from '@/components/texts';
import { LoginForm } from './LoginForm';
import { redirectTarget } from './redirectTarget';
import { loadRememberedAccount } from './rememberAccount';
import { SsoNotice, SsoSignInLink } from './SsoSignIn';
import { loginTexts as t, registerTexts } from './texts';
import { useLoginBrand } from './useLoginBrand';
import { useSsoArrival } from './useSsoArrival';
import './login.css';

// The dialogs are rarely opened: keep them (and the Chakra UI they bring, with its own provider)
// out of the login route's first load. The page itself is plain markup styled by login.css.
// Once a chunk is loaded its component is used directly: a React.lazy that has not rendered yet
// suspends on its first render, and React keeps a fallback on screen for ~300 ms.
type ForgotDialog = ComponentType<ComponentProps<typeof import('./ForgotPasswordDialog').default>>;
type RegisterDialogType = ComponentType<ComponentProps<typeof import('./RegisterDialog').default>>;
const loaded: { forgot?: ForgotDialog; register?: RegisterDialogType } = {};
const loadForgot = () => import('./ForgotPasswordDialog').then((m) => ((loaded.forgot = m.default), m));
const loadRegister = () => import('./RegisterDialog').then((m) => ((loaded.register = m.default), m));
const LazyForgotPasswordDialog = lazy(loadForgot);
const LazyRegisterDialog = lazy(loadRegister);
// One Chakra provider for both dialogs, mounted once the chunks are prefetched: its global styles
// are in place before the click, which then only renders the dialog.
const DialogScope = lazy(() => import('@/components/ChakraScope').then((m) => ({ default: m.ChakraScope })));

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Loads the dialogs' chunks (and Chakra UI with them) once the person starts using the page (moves
 * the mouse, types, touches) and the main thread is idle, so that 忘记密码 / 注册账号 open at once.
 * Not on page load: the first load stays small and quiet on a slow PC.
 */
function usePrefetchDialogs(onReady: () => void) {
  useEffect(() => {
    let idle = 0;
    const idleCallback = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const prefetch = () => {
      remove();
      idle = idleCallback(() => {
        void Promise.all([loadForgot(), loadRegister()]).then(
          () => idleCallback(onReady),
          () => undefined,
        );
      });
    };
    const remove = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, prefetch, true));
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, prefetch, { capture: true, passive: true }));
    return () => {
      remove();
      cancelIdle(idle);
    };
  }, [onReady]);
}

/** Shown from the click until a dialog's chunk is there (only when it was not prefetched yet). */
function DialogLoading() {
  return (
    <div className="login-dialog-loading" role="status" aria-label="正在打开">
      <span className="app-loading__spinner" />
    </div>
  );
}

type Dialog = 'forgot' | 'register' | null;
interface Dialogs {
  open: Dialog;
  Forgot: ForgotDialog;
  Register: RegisterDialogType;
  warm: boolean;
}

/** The loaded components in place of the lazy ones, except the one of the dialog `keep`. */
function withLoaded(s: Dialogs, keep: Dialog): Dialogs {
  return {
    ...s,
    Forgot: keep === 'forgot' ? s.Forgot : (loaded.forgot ?? s.Forgot),
    Register: keep === 'register' ? s.Register : (loaded.register ?? s.Register),
  };
}

export default function LoginPage() {
  const token = useAppSelector(selectToken);
  const defaultPassword = useAppSelector(selectDefaultPassword);
  const location = useLocation();
  // A learner who is already logged in has nothing to do here. The target is the one the form
  // navigates to after a login, so the two agree while a login completes.
  if (token) return <Navigate to={redirectTarget(location.state, defaultPassword)} replace />;
  return <LoginScreen />;
}

function LoginScreen() {
  const brand = useLoginBrand();
  const sso = useSsoArrival();
  const ssoLoggedOut = useAppSelector(selectSsoLoggedOut);
  const [account, setAccount] = useState(loadRememberedAccount);
  const name = brand?.platformName || DEFAULT_PLATFORM_NAME;
  // The open dialog and the components the two dialogs render, in one state: warming up swaps in
  // the loaded components, never the one of a dialog that is open (a new component type would
  // remount it, and a remounted dialog closed itself, taking what was typed with it).
  const [dialogs, setDialogs] = useState<Dialogs>(() => ({
    open: null,
    Forgot: loaded.forgot ?? LazyForgotPasswordDialog,
    Register: loaded.register ?? LazyRegisterDialog,
    warm: false,
  }));
  const { open: dialog, Forgot: ForgotPasswordDialog, Register: RegisterDialog, warm } = dialogs;
  // The click shows the spinner at once (an urgent update); the dialog renders in a transition,
  // which a slow PC needs a few hundred milliseconds for, and replaces the spinner when ready.
  const [pending, setPending] = useState<Dialog>(null);
  const open = (which: 'forgot' | 'register') => {
    setPending(which);
    startTransition(() => setDialogs((s) => ({ ...withLoaded(s, null), open: which })));
  };
  const close = () => {
    setPending(null);
    setDialogs((s) => ({ ...s, open: null }));
  };
  // Warm: the loaded components replace the lazy ones now (so opening does not remount), and
  // the register form renders hidden ahead of the click (most of what opening it used to cost).
  const warmUp = useCallback(() => startTransition(() => setDialogs((s) => ({ ...withLoaded(s, s.open), warm: true }))), []);
  usePrefetchDialogs(warmUp);

  return (
    <div className="login">
      <div className="login__brand">
        <div className="login__title-row">
          <img className="login__logo" src={brand?.logoUrl || DEFAULT_LOGO_URL} alt="" />
          <h1 className="login__title">{name}</h1>
        </div>
        <p className="login__slogan">{t.subtitle}</p>
        {brand?.loginNotice ? (
          <div className="login__notice">
            <p className="login__notice-title">{t.notice}</p>
            <p className="login__notice-text">{brand.loginNotice}</p>
          </div>
        ) : null}
      </div>
      <div className="login__main">
        <div className="login__card">
          <h2 className="login__welcome">{t.welcome}</h2>
          <SsoNotice signingIn={sso.signingIn} loggedOut={ssoLoggedOut} />
          <LoginForm account={account} onAccountChange={setAccount} outsideError={sso.error} />
          <div className="login__links">
            <button type="button" className="login__link" onClick={() => open('forgot')}>
              {t.forgot}
            </button>
            {brand?.registerEnabled ? (
              <button type="button" className="login__link" onClick={() => open('register')}>
                {registerTexts.title}
              </button>
            ) : null}
          </div>
          <SsoSignInLink />
        </div>
      </div>
      {pending && pending !== dialog ? <DialogLoading /> : null}
      {warm || dialog ? (
        <Suspense fallback={dialog ? <DialogLoading /> : null}>
          <DialogScope>
            <Suspense fallback={<DialogLoading />}>
              {dialog === 'forgot' ? (
                <ForgotPasswordDialog
                  open
                  initialAccount={account}
                  onClose={close}
                  onDone={(done) => {
                    setAccount(done);
                    close();
                  }}
                />
              ) : null}
              {dialog === 'register' || (warm && brand?.registerEnabled) ? (
                <RegisterDialog open={dialog === 'register'} onClose={close} />
              ) : null}
            </Suspense>
          </DialogScope>
        </Suspense>
      ) : null}
    </div>
  );
}
