import { lazy, Suspense, useState } from 'react';
import { LoginForm } from './LoginForm';
import { loadRememberedAccount } from './rememberAccount';
import { DEFAULT_PLATFORM_NAME } from '@/components/texts';
import { loginTexts as t, registerTexts } from './texts';
import { useLoginBrand } from './useLoginBrand';
import './login.css';

// The dialogs are rarely opened: keep them (and the Chakra UI they bring, with its own provider)
// out of the login route's first load. The page itself is plain markup styled by login.css.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));
const RegisterDialog = lazy(() => import('./RegisterDialog'));

type Dialog = 'forgot' | 'register' | null;

export default function LoginPage() {
  const brand = useLoginBrand();
  const [account, setAccount] = useState(loadRememberedAccount);
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = brand?.platformName || DEFAULT_PLATFORM_NAME;

  return (
    <div className="login">
      <div className="login__brand">
        <div className="login__title-row">
          {brand?.logoUrl ? <img className="login__logo" src={brand.logoUrl} alt="" /> : null}
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
