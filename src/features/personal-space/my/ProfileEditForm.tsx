import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UserDetail } from '@contract/center';
import { UserApi } from '@/api/user';
import { useAppDispatch } from '@/store/hooks';
import { toastRequested } from '@/api/apiEvents';
import { FormError } from '@/components/FormError';
import { AvatarUpload } from './AvatarUpload';
import { EnumSelect } from '@/components/profileFields/EnumSelect';
import { GenderRadio } from '@/components/profileFields/GenderRadio';
import { IdentitySelect } from '@/components/profileFields/IdentitySelect';
import { OrgSelect } from '@/components/profileFields/OrgSelect';
import { RecordedField } from '@/components/profileFields/RecordedField';
import { fieldTexts } from '@/components/profileFields/texts';
import { formOf, nameEditable, patchOf, todayDate, validateProfile, type ProfileErrors, type ProfileForm } from './profileForm';
import { myTexts as t } from './texts';

type TextKey = 'name' | 'phone' | 'email' | 'college' | 'major' | 'className' | 'birthday';

export function ProfileEditForm({ user }: { user: UserDetail }) {
  const [form, setForm] = useState<ProfileForm>(() => formOf(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  // The learner's own profile is user/editUserInfo (spec §7); its answer refreshes the detail
  // screens through the 'User' tag in every group (api/crossGroupInvalidation.ts).
  const [save, { isLoading, error }] = UserApi.useEditUserInfoMutation();
  const dispatch = useAppDispatch();
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  // 姓名, 身份 and 党支部 are the organisation's once recorded (user/editUserInfo refuses a change)
  const canName = nameEditable(user);
  const identityRecorded = user.identityId !== null;
  const orgRecorded = user.orgId !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(form, t, { nameEditable: canName });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      // auth.userInfo follows the answer in authSlice.
      await save(patchOf(form, { nameEditable: canName })).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.saved }));
    } catch {
      // shown by <FormError>; the form keeps what was typed
    }
  };

  const text = (key: TextKey, label: string, extra: { type?: string; required?: boolean; maxLength?: number; max?: string } = {}) => (
    <Field.Root invalid={!!errors[key as keyof ProfileErrors]} required={extra.required}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={key}
        type={extra.type}
        maxLength={extra.maxLength}
        max={extra.max}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
      />
      {errors[key as keyof ProfileErrors] ? <Field.ErrorText>{errors[key as keyof ProfileErrors]}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.editInfo}>
      <Stack gap="5">
        <AvatarUpload url={form.avatarUrl} name={form.name} onChange={(url) => set('avatarUrl', url)} />
        {!canName || identityRecorded || orgRecorded ? (
          <Box as="section" aria-labelledby="recorded-facts" bg="gray.50" borderRadius="md" px="4" py="3">
            <Heading as="h3" id="recorded-facts" size="sm" mb="1">
              {t.recordedTitle}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="4">
              {!canName ? <RecordedField label={t.name} value={user.name} testId="recorded-name" hint={false} /> : null}
              {identityRecorded ? (
                <RecordedField label={fieldTexts.identity} value={user.identityName} testId="recorded-identity" hint={false} />
              ) : null}
              {orgRecorded ? (
                <RecordedField
                  label={fieldTexts.org}
                  value={user.orgPath.length ? user.orgPath.join(' / ') : user.orgName}
                  testId="recorded-org"
                  hint={false}
                />
              ) : null}
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted" data-testid="recorded-line">
              {t.recordedLine}
            </Text>
          </Box>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {canName ? text('name', t.name, { required: true, maxLength: 20 }) : null}
          <GenderRadio value={form.gender} onChange={(v) => set('gender', v)} />
          {text('phone', t.phone, { type: 'tel', maxLength: 11 })}
          {text('email', t.email, { type: 'email', maxLength: 100 })}
          <EnumSelect code="nation" name="nation" label={t.nation} value={form.nation} onChange={(v) => set('nation', v)} />
          <EnumSelect code="education" name="education" label={t.education} value={form.education} onChange={(v) => set('education', v)} />
          {text('birthday', t.birthday, { type: 'date', max: todayDate() })}
          {identityRecorded ? null : <IdentitySelect value={form.identityId} onChange={(v) => set('identityId', v)} />}
          {text('college', t.college, { maxLength: 50 })}
          {text('major', t.major, { maxLength: 50 })}
          {text('className', t.className, { maxLength: 50 })}
        </SimpleGrid>
        {orgRecorded ? null : <OrgSelect value={form.orgId} onChange={(v) => set('orgId', v)} />}
        <FormError error={error} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            {t.save}
          </Button>
          <Button variant="ghost" onClick={() => setForm(formOf(user))}>
            {t.reset}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
