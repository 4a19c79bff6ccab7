import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toastRequested } from '@/api/apiEvents';
import { checkNewPassword } from '@/components/password/passwordPolicy';
import { useLiveErrors } from '@/components/useLiveErrors';
import { PasswordFields } from '@/components/password/PasswordFields';
import { PasswordInput } from '@/components/password/PasswordInput';
import { selectUserInfo } from '@/store/auth/selectors';
import { FormError } from '@/components/FormError';
import { pwdTexts as t } from './texts';

type Errors = Partial<Record<'old' | 'password' | 'confirm', string>>;

function problemsOf(oldPassword: string, password: string, confirm: string, account: string | undefined): Errors {
  const found: Errors = { ...checkNewPassword(password, confirm, account, t.mismatch) };
  if (!oldPassword) found.old = t.oldRequired;
  if (!found.password && password === oldPassword) found.password = t.sameAsOld;
  return found;
}

/** 原密码 / 新密码 / 确认新密码; calls onDone after the server accepted the change. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const account = useAppSelector(selectUserInfo)?.account;
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // shown once a submit found problems, then checked again on every change (useLiveErrors)
  const { errors, submit: check } = useLiveErrors(problemsOf(oldPassword, password, confirm, account));
  const [update, { isLoading, error, reset }] = UserApi.useUpdatePasswordMutation();
  const dispatch = useAppDispatch();
  // The server's answer (原密码错误) is about what was sent: once a field changes, or the form is
  // sent again, it no longer describes the form and goes.
  const edited = (set: (v: string) => void) => (v: string) => {
    set(v);
    if (error) reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    reset();
    if (!check()) return;
    try {
      await update({ oldPassword, newPassword: password }).unwrap();
      // auth drops the defaultPassword flag on this answer (authSlice).
      dispatch(toastRequested({ type: 'success', title: t.done }));
      onDone();
    } catch {
      // shown by <FormError>; nothing typed is cleared
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
      <Stack gap="4" maxW="420px">
        <PasswordInput
          label={t.oldPassword}
          name="oldPassword"
          autoComplete="current-password"
          value={oldPassword}
          onChange={edited(setOld)}
          error={errors.old}
        />
        <PasswordFields
          password={password}
          confirm={confirm}
          onPassword={edited(setPassword)}
          onConfirm={edited(setConfirm)}
          errors={errors}
          labels={{ password: t.newPassword, confirm: t.confirm }}
        />
        <FormError error={error} />
        <Button type="submit" colorPalette="brand" loading={isLoading} alignSelf="flex-start" minW="120px">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
