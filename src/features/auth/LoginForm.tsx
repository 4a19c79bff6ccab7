import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLoginMutation } from '@/api/user';
import { useAppDispatch } from '@/app/hooks';
import { loggedIn } from '@/features/auth/authSlice';
import { FormError } from '@/features/ui/FormError';
import { CaptchaField } from './CaptchaField';
import { redirectTarget } from './redirectTarget';
import { loadRememberedAccount, saveRememberedAccount } from './rememberAccount';
import { loginTexts as t } from './texts';
import { useCaptcha } from './useCaptcha';

type Errors = Partial<Record<'account' | 'password' | 'captchaCode', string>>;

function validate(account: string, password: string, captchaCode: string): Errors {
  const errors: Errors = {};
  if (!account.trim()) errors.account = t.accountRequired;
  if (!password) errors.password = t.passwordRequired;
  if (!captchaCode.trim()) errors.captchaCode = t.captchaRequired;
  return errors;
}

export function LoginForm({ account, onAccountChange }: { account: string; onAccountChange: (v: string) => void }) {
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [remember, setRemember] = useState(() => loadRememberedAccount() !== '');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const captcha = useCaptcha();
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(account, password, captchaCode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    try {
      const result = await login({
        account: account.trim(),
        password,
        captchaId: captcha.captchaId,
        captchaCode: captchaCode.trim(),
      }).unwrap();
      saveRememberedAccount(account.trim(), remember);
      dispatch(loggedIn(result));
      navigate(redirectTarget(location.state, result.defaultPassword), { replace: true });
    } catch (err) {
      // The captcha is single use: a failed attempt needs a new image and a new code.
      setServerError(err);
      setCaptchaCode('');
      captcha.refresh();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.welcome}>
      <Stack gap="4">
        <Field.Root invalid={!!errors.account} required>
          <Field.Label>{t.account}</Field.Label>
          <Input
            name="account"
            autoComplete="username"
            value={account}
            onChange={(e) => onAccountChange(e.target.value)}
          />
          {errors.account ? <Field.ErrorText>{errors.account}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>{t.password}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : null}
        </Field.Root>
        <CaptchaField captcha={captcha} value={captchaCode} onChange={setCaptchaCode} invalid={errors.captchaCode} />
        <HStack justify="space-between">
          <Checkbox.Root checked={remember} onCheckedChange={(d) => setRemember(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.remember}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <FormError error={serverError ?? captcha.error} />
        <Button type="submit" colorPalette="red" size="lg" loading={isLoading} loadingText={t.submitting}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
