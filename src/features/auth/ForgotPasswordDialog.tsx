import { useState, type FormEvent } from 'react';
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { toastRequested } from '@/api/apiEvents';
import { useAppDispatch } from '@/store/hooks';
import { FormError } from '@/components/FormError';
import { FormDialog } from './FormDialog';
import { checkNewPassword } from '@/components/password/passwordPolicy';
import { PasswordFields } from '@/components/password/PasswordFields';
import { EMAIL_RE, SendMailCode } from './SendMailCode';
import { useLiveErrors, type FieldErrors } from '@/components/useLiveErrors';
import { forgotTexts as f, loginTexts, mailTexts as m } from './texts';

const FORM_ID = 'forgot-password-form';

type Key = 'account' | 'email' | 'mailCode' | 'password' | 'confirm';
type Form = Record<Key, string>;

function problemsOf(form: Form): FieldErrors<Key> {
  const email = form.email.trim();
  return {
    account: form.account.trim() ? undefined : loginTexts.accountRequired,
    email: !email ? m.emailRequired : EMAIL_RE.test(email) ? undefined : m.emailInvalid,
    mailCode: /^\d{6}$/.test(form.mailCode.trim()) ? undefined : m.mailCodeInvalid,
    ...checkNewPassword(form.password, form.confirm, form.account.trim(), f.mismatch),
  };
}

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
  const [form, setForm] = useState<Form>({ account: initialAccount, email: '', mailCode: '', password: '', confirm: '' });
  const { errors, submit: checkAll, reveal } = useLiveErrors(problemsOf(form));
  const [forgetPwd, { isLoading, error, reset }] = UserApi.useForgetPwdMutation();
  const dispatch = useAppDispatch();
  // The server's refusal is about what was sent: it goes once anything is changed.
  const set = (key: Key) => (value: string) => {
    setForm((old) => ({ ...old, [key]: value }));
    if (error) reset();
  };
  const account = form.account.trim();

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    reset();
    if (!checkAll()) return;
    try {
      await forgetPwd({ account, email: form.email.trim(), mailCode: form.mailCode.trim(), newPassword: form.password }).unwrap();
      dispatch(toastRequested({ type: 'success', title: f.done }));
      onDone(account);
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
      <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate aria-label={f.title}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root invalid={!!errors.account} required>
              <Field.Label>{loginTexts.account}</Field.Label>
              <Input value={form.account} onChange={(e) => set('account')(e.target.value)} autoComplete="username" />
              {errors.account ? <Field.ErrorText>{errors.account}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={!!errors.email} required>
              <Field.Label>{m.email}</Field.Label>
              <Input type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} autoComplete="email" />
              {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <SendMailCode email={form.email} account={form.account} purpose="forgetPwd" beforeSend={() => reveal(['account', 'email'])} />
          <Field.Root invalid={!!errors.mailCode} required>
            <Field.Label>{m.mailCode}</Field.Label>
            <Input inputMode="numeric" maxLength={6} value={form.mailCode} onChange={(e) => set('mailCode')(e.target.value)} />
            {errors.mailCode ? <Field.ErrorText>{errors.mailCode}</Field.ErrorText> : null}
          </Field.Root>
          <PasswordFields
            password={form.password}
            confirm={form.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
            errors={errors}
            labels={{ password: f.newPassword, confirm: f.confirm }}
          />
          <FormError error={error} />
        </Stack>
      </form>
    </FormDialog>
  );
}
