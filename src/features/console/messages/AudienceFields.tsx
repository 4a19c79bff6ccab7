import { Box, Field, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { OrganiserApi } from '@/api/organiser';
import { UserApi } from '@/api/user';
import { AudiencePreview } from './AudiencePreview';
import { audienceOf, type ComposeForm } from './composeForm';
import { MultiPick } from './MultiPick';
import { messagesTexts as t } from './texts';

const BRANCH_KIND = '党支部';

type AudiencePart = Pick<ComposeForm, 'branchIds' | 'identityIds' | 'stageIds' | 'accounts'>;

/** 接收人: branches in the organiser's scope, identities, training stages, named accounts; and who that reaches. */
export function AudienceFields({
  form,
  error,
  onChange,
}: {
  form: ComposeForm;
  error?: string;
  onChange: (patch: Partial<AudiencePart>) => void;
}) {
  const units = OrganiserApi.useScopeUnitsQuery();
  const identities = UserApi.useIdentityListQuery();
  const stages = UserApi.useStageListQuery();
  const phases = UserApi.usePhaselistQuery();
  // several phases have a term of the same name (2026年春季学期 第一阶段): say whose
  const phaseName = new Map((phases.data ?? []).map((p) => [p.id, p.name]));
  const stageOptions = (stages.data ?? []).map((st) => ({ ...st, name: `${phaseName.get(st.phaseId) ?? ''} ${st.name}`.trim() }));
  const branches = (units.data ?? []).filter((u) => u.kind === BRANCH_KIND);
  return (
    <Box as="fieldset" minW="0" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {t.audience}
        <Text as="span" color="fg.error" aria-hidden="true">
          {' *'}
        </Text>
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t.audienceHint}
      </Text>
      <Stack gap="3" mt="2">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <MultiPick
            label={t.branches}
            query={units}
            options={branches}
            value={form.branchIds}
            onChange={(branchIds) => onChange({ branchIds })}
          />
          <MultiPick
            label={t.identities}
            query={identities}
            options={identities.data ?? []}
            value={form.identityIds}
            onChange={(identityIds) => onChange({ identityIds })}
          />
          <MultiPick
            label={t.stages}
            query={stages}
            options={stageOptions}
            value={form.stageIds}
            onChange={(stageIds) => onChange({ stageIds })}
          />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t.accounts}</Field.Label>
          <Textarea rows={3} value={form.accounts} onChange={(e) => onChange({ accounts: e.target.value })} />
          <Field.HelperText>{t.accountsHint}</Field.HelperText>
        </Field.Root>
        <AudiencePreview audience={audienceOf(form)} />
      </Stack>
      {error ? (
        <Text color="fg.error" fontSize="xs" mt="1" data-testid="audience-error">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
