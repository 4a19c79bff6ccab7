import { useState, type FormEvent } from 'react';
import { UserApi } from '@/api/user';
import { CaptchaField } from './CaptchaField';
import { LoginAlert } from './LoginAlert';
import { LoginField } from './LoginField';
import { loadRememberedAccount, saveRememberedAccount } from './rememberAccount';
import { loginTexts as t } from './texts';
import { useCaptcha } from './useCaptcha';
import { useFinishLogin } from './useFinishLogin';
import { useLiveErrors, type FieldErrors } from '@/components/useLiveErrors';

type Errors = FieldErrors<'account' | 'password' | 'captchaCode'>;

function validate(account: string, password: string, captchaCode: string): Errors {
  const errors: Errors = {};
  if (!account.trim()) errors.account = t.accountRequired;
  if (!password) errors.password = t.passwordRequired;
  if (!captchaCode.trim()) errors.captchaCode = t.captchaRequired;
  return errors;
}

/** `outsideError`: a refusal from elsewhere (campus sign-in), shown where the server's refusals show. */
export function LoginForm({
  account,
  onAccountChange,
  outsideError = null,
}: {
  account: string;
  onAccountChange: (v: string) => void;
  outsideError?: unknown;
}) {
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [remember, setRemember] = useState(() => loadRememberedAccount() !== '');
  const { errors, submit: checkAll } = useLiveErrors(validate(account, password, captchaCode));
  // The server's refusal is about what was sent: it goes when something is typed or sent again.
  const [serverError, setServerError] = useState<unknown>(outsideError);
  // a new outside refusal replaces what is shown; typing or sending drops it like the server's own
  const [shownOutside, setShownOutside] = useState<unknown>(outsideError);
  if (outsideError !== shownOutside) {
    setShownOutside(outsideError);
    setServerError(outsideError);
  }
  const edited = (set: (v: string) => void) => (v: string) => {
    set(v);
    setServerError(null);
  };
  const captcha = useCaptcha();
  const [login, { isLoading }] = UserApi.useLoginMutation();
  const finishLogin = useFinishLogin();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    if (!checkAll()) return;
    try {
      const result = await login({
        account: account.trim(),
        password,
        captchaId: captcha.captchaId,
        captchaCode: captchaCode.trim(),
      }).unwrap();
      saveRememberedAccount(account.trim(), remember);
      finishLogin(result);
    } catch (err) {
      // The captcha is single use: a failed attempt needs a new image and a new code.
      setServerError(err);
      setCaptchaCode('');
      captcha.refresh();
    }
  };

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t.welcome}>
      <LoginField
        label={t.account}
        name="account"
        autoComplete="username"
        value={account}
        onChange={edited(onAccountChange)}
        error={errors.account}
      />
      <LoginField
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={edited(setPassword)}
        error={errors.password}
      />
      <CaptchaField captcha={captcha} value={captchaCode} onChange={edited(setCaptchaCode)} invalid={errors.captchaCode} />
      <div className="login-form__row">
        <label className="login-check">
          <input
            type="checkbox"
            className="login-check__input"
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <span className="login-check__box" aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <polyline points="20 6 9 17 4 12" />
            </svg>
          </span>
          <span className="login-check__label">{t.remember}</span>
        </label>
      </div>
      <LoginAlert error={serverError ?? captcha.error} />
      <button type="submit" className="login-submit" disabled={isLoading} data-loading={isLoading ? '' : undefined}>
        {isLoading ? (
          <>
            <span className="login-spinner" aria-hidden="true" />
            {t.submitting}
          </>
        ) : (
          t.submit
        )}
      </button>
    </form>
  );
}
