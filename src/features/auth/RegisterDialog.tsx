import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { useAppDispatch } from '@/store/hooks';
import { toastRequested } from '@/api/apiEvents';
import { GenderRadio } from '@/components/profileFields/GenderRadio';
import { OrgSelect } from '@/components/profileFields/OrgSelect';
import { FormError } from '@/components/FormError';
import { FormDialog } from './FormDialog';
import { checkNewPassword } from '@/components/password/passwordPolicy';
import { PasswordFields } from '@/components/password/PasswordFields';
import { useLiveErrors, type FieldErrors } from '@/components/useLiveErrors';
import { EMAIL_RE, SendMailCode } from './SendMailCode';
import { forgotTexts, loginTexts, mailTexts as m, registerTexts as r } from './texts';
import { paths } from '@/lib/paths';

const FORM_ID = 'register-form';

type Key = 'account' | 'name' | 'email' | 'mailCode' | 'password' | 'confirm';
type Form = Record<Key, string>;
const ACCOUNT_RE = /^[A-Za-z0-9_.@-]{4,32}$/;

function emailProblem(email: string): string | undefined {
  if (!email.trim()) return m.emailRequired;
  if (!EMAIL_RE.test(email.trim())) return m.emailInvalid;
  return undefined;
}

function problemsOf(form: Form): FieldErrors<Key> {
  const name = form.name.trim();
  return {
    account: ACCOUNT_RE.test(form.account.trim()) ? undefined : r.accountInvalid,
    name: name.length < 2 || name.length > 20 ? r.nameInvalid : undefined,
    email: emailProblem(form.email),
    mailCode: /^\d{6}$/.test(form.mailCode.trim()) ? undefined : m.mailCodeInvalid,
    ...checkNewPassword(form.password, form.confirm, form.account.trim(), forgotTexts.mismatch),
  };
}

/** 注册账号 (only offered when the base setting allows registration). */
export default function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<Form>({ account: '', name: '', email: '', mailCode: '', password: '', confirm: '' });
  const [gender, setGender] = useState<1 | 2 | null>(null);
  const [orgId, setOrgId] = useState<number | null>(null);
  const { errors, submit: checkAll, reveal } = useLiveErrors(problemsOf(form));
  const [register, { isLoading, error, reset }] = UserApi.useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The server's refusal is about what was sent: it goes once anything is changed.
  const edited =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      if (error) reset();
    };
  const set = (key: Key) => edited((value: string) => setForm((f) => ({ ...f, [key]: value })));
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    reset();
    if (!flushSync(checkAll)) {
      // 注册 is in the footer, the fields scroll above it: bring the first one to fix into view.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      await register({
        account: form.account.trim(),
        name: form.name.trim(),
        email: form.email.trim(),
        mailCode: form.mailCode.trim(),
        password: form.password,
        gender,
        // the server makes every self-registered account an 入党申请人 (and refuses any other)
        identityId: null,
        orgId,
      }).unwrap();
      // The login it opens is in auth already (authSlice follows the answer).
      dispatch(toastRequested({ type: 'success', title: r.done }));
      void navigate(paths.home(), { replace: true });
    } catch {
      // shown by <FormError>
    }
  };

  const text = (key: Key, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Field.Root invalid={!!errors[key]} required>
      <Field.Label>{label}</Field.Label>
      <Input name={key} value={form[key]} onChange={(e) => set(key)(e.target.value)} {...extra} />
      {errors[key] ? <Field.ErrorText>{errors[key]}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <FormDialog
      title={r.title}
      open={open}
      onClose={onClose}
      size="lg"
      keepMounted
      // In the footer, outside the scrolling body: 注册 and the server's answer stay in view on a
      // 1366x768 screen, where the fields are taller than the dialog.
      footer={
        <Stack gap="3" w="full">
          <FormError error={error} />
          <Stack direction="row" justify="flex-end">
            <Button variant="ghost" onClick={onClose}>
              {forgotTexts.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} colorPalette="brand" loading={isLoading}>
              {r.submit}
            </Button>
          </Stack>
        </Stack>
      }
    >
      <form id={FORM_ID} ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={r.title}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('account', loginTexts.account, { autoComplete: 'username' })}
            {text('name', r.name, { autoComplete: 'name' })}
          </SimpleGrid>
          {text('email', m.email, { type: 'email', autoComplete: 'email' })}
          <SendMailCode email={form.email} purpose="register" active={open} beforeSend={() => reveal(['email'])} />
          {text('mailCode', m.mailCode)}
          <PasswordFields
            password={form.password}
            confirm={form.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
            errors={errors}
            labels={{ password: loginTexts.password, confirm: forgotTexts.confirm.replace('新', '') }}
          />
          <GenderRadio value={gender} onChange={edited(setGender)} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root readOnly>
              <Field.Label>{r.identity}</Field.Label>
              <Input name="identity" value={r.identityApplicant} readOnly />
              <Field.HelperText>{r.identityHint}</Field.HelperText>
            </Field.Root>
            <OrgSelect value={orgId} onChange={edited(setOrgId)} />
          </SimpleGrid>
        </Stack>
      </form>
    </FormDialog>
  );
}
