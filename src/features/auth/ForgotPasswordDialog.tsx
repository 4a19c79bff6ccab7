import { useState, type FormEvent } from 'react';
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { toastRequested } from '@/api/apiEvents';
import { useAppDispatch } from '@/components/hooks';
import { FormError } from '@/components/FormError';
import { FormDialog } from './FormDialog';
import { checkNewPassword } from '@/components/password/passwordPolicy';
import { PasswordFields } from '@/components/password/PasswordFields';
import { EMAIL_RE, SendMailCode } from './SendMailCode';
import { forgotTexts as f, loginTexts, mailTexts as m } from './texts';

const FORM_ID = 'forgot-password-form';

type Errors = Partial<Record<'account' | 'email' | 'mailCode' | 'password' | 'confirm', string>>;

/** 忘记密码: account + email + captcha -> mail code -> new password. */
export default function ForgotPasswordDialog({
  open,
  initialAccount,
  onClose,
  onDone,
}: {
  open: boolean;
  initialAccount: string;
  onClose: () => void;
  onDone: (account: string) => void;
}) {
  const [account, setAccount] = useState(initialAccount);
  const [email, setEmail] = useState('');
  const [mailCode, setMailCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [forgetPwd, { isLoading, error }] = UserApi.useForgetPwdMutation();
  const dispatch = useAppDispatch();

  const checkContact = (): Errors => {
    const e: Errors = {};
    if (!account.trim()) e.account = loginTexts.accountRequired;
    if (!email.trim()) e.email = m.emailRequired;
    else if (!EMAIL_RE.test(email.trim())) e.email = m.emailInvalid;
    return e;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const e = checkContact();
    if (!/^\d{6}$/.test(mailCode.trim())) e.mailCode = m.mailCodeInvalid;
    Object.assign(e, checkNewPassword(password, confirm, account.trim(), f.mismatch));
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    try {
      await forgetPwd({ account: account.trim(), email: email.trim(), mailCode: mailCode.trim(), newPassword: password }).unwrap();
      dispatch(toastRequested({ type: 'success', title: f.done }));
      onDone(account.trim());
    } catch {
      // shown by <FormError>
    }
  };

  return (
    <FormDialog
      title={f.title}
      open={open}
      onClose={onClose}
      size="lg"
      // In the footer, outside the scrolling body: 重置密码 stays in view on a 1366x768 screen.
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {f.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="brand" loading={isLoading}>
            {f.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label={f.title}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root invalid={!!errors.account} required>
              <Field.Label>{loginTexts.account}</Field.Label>
              <Input value={account} onChange={(e) => setAccount(e.target.value)} autoComplete="username" />
              {errors.account ? <Field.ErrorText>{errors.account}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={!!errors.email} required>
              <Field.Label>{m.email}</Field.Label>
              <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
              {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <SendMailCode
            email={email}
            account={account}
            purpose="forgetPwd"
            beforeSend={() => {
              const e = checkContact();
              setErrors(e);
              return e.account ?? e.email ?? null;
            }}
          />
          <Field.Root invalid={!!errors.mailCode} required>
            <Field.Label>{m.mailCode}</Field.Label>
            <Input inputMode="numeric" maxLength={6} value={mailCode} onChange={(e) => setMailCode(e.target.value)} />
            {errors.mailCode ? <Field.ErrorText>{errors.mailCode}</Field.ErrorText> : null}
          </Field.Root>
          <PasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            errors={errors}
            labels={{ password: f.newPassword, confirm: f.confirm }}
          />
          <FormError error={error} />
        </Stack>
      </form>
    </FormDialog>
  );
}
