import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/components/hooks';
import { selectDefaultPassword, selectToken } from '@/components/session/selectors';
import { DEFAULT_LOGO_URL, DEFAULT_PLATFORM_NAME } from '@/components/texts';
import { LoginForm } from './LoginForm';
import { redirectTarget } from './redirectTarget';
import { loadRememberedAccount } from './rememberAccount';
import { loginTexts as t, registerTexts } from './texts';
import { useLoginBrand } from './useLoginBrand';
import './login.css';

// The dialogs are rarely opened: keep them (and the Chakra UI they bring, with its own provider)
// out of the login route's first load. The page itself is plain markup styled by login.css.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));
const RegisterDialog = lazy(() => import('./RegisterDialog'));

type Dialog = 'forgot' | 'register' | null;

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
  const [account, setAccount] = useState(loadRememberedAccount);
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = brand?.platformName || DEFAULT_PLATFORM_NAME;

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
          <LoginForm account={account} onAccountChange={setAccount} />
          <div className="login__links">
            <button type="button" className="login__link" onClick={() => setDialog('forgot')}>
              {t.forgot}
            </button>
            {brand?.registerEnabled ? (
              <button type="button" className="login__link" onClick={() => setDialog('register')}>
                {registerTexts.title}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'forgot' ? (
          <ForgotPasswordDialog
            open
            initialAccount={account}
            onClose={() => setDialog(null)}
            onDone={(done) => {
              setAccount(done);
              setDialog(null);
            }}
          />
        ) : null}
        {dialog === 'register' ? <RegisterDialog open onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </div>
  );
}
