import { useState } from 'react';
import { Button, Field, Grid, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { ORGANISER_ROLES, ROLE_NAMES, type Grant, type OrganiserRole } from '@contract/organiser';
import { toastRequested } from '@/api/apiEvents';
import { OrganiserApi } from '@/api/organiser';
import { FormError } from '@/components/FormError';
import { ListError, ListSkeleton } from '@/components/ListStates';
import { useAppDispatch } from '@/store/hooks';
import { grantableRoles } from '../access';
import { grantTexts as t } from '../texts';
import { UnitOptions } from '../UnitOptions';

type Problems = Partial<Record<'account' | 'role' | 'org', string>>;

/** 新增授权: an account, a role below the caller's own (a 系统管理员 gives any), a unit of their scope. */
export function GrantForm({ mine }: { mine: Grant[] }) {
  const units = OrganiserApi.useScopeUnitsQuery();
  const [grant, state] = OrganiserApi.useGrantMutation();
  const dispatch = useAppDispatch();
  const roles = grantableRoles(mine, ORGANISER_ROLES);
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<OrganiserRole | ''>('');
  const [orgId, setOrgId] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    const found: Problems = {};
    if (!account.trim()) found.account = t.accountRequired;
    if (!role) found.role = t.roleRequired;
    if (!orgId) found.org = t.orgRequired;
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !role) return;
    try {
      const made = await grant({ account: account.trim(), role, orgId: Number(orgId) }).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.granted(made.name, ROLE_NAMES[made.role]) }));
      setAccount('');
    } catch (e) {
      setFailure(e);
    }
  };

  if (units.isLoading) return <ListSkeleton rows={2} />;
  if (units.isError) return <ListError error={units.error} onRetry={() => void units.refetch()} />;
  return (
    <form aria-label={t.newGrant} noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="3">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 2fr auto' }} gap="3" alignItems="start">
          <Field.Root required invalid={Boolean(problems.account)}>
            <Field.Label>{t.account}</Field.Label>
            <Input
              name="account"
              maxLength={50}
              placeholder={t.accountPlaceholder}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
            {problems.account ? <Field.ErrorText>{problems.account}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root required invalid={Boolean(problems.role)}>
            <Field.Label>{t.role}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="role" value={role} onChange={(e) => setRole(e.target.value as OrganiserRole | '')}>
                <option value="">{t.chooseRole}</option>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_NAMES[r]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {problems.role ? <Field.ErrorText>{problems.role}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root required invalid={Boolean(problems.org)}>
            <Field.Label>{t.org}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="orgId" value={orgId} onChange={(e) => setOrgId(e.target.value)}>
                <option value="">{t.chooseOrg}</option>
                <UnitOptions units={units.data} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {problems.org ? <Field.ErrorText>{problems.org}</Field.ErrorText> : null}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            mt={{ base: '0', md: '6' }}
            loading={state.isLoading}
            loadingText={t.submitting}
            onClick={() => void submit()}
          >
            {t.submit}
          </Button>
        </Grid>
        {failure ? <FormError error={failure} /> : null}
      </Stack>
    </form>
  );
}
