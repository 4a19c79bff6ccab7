import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { VoteMode } from '@contract/orgAct';
import { VOTE_DESCRIPTION_MAX, VOTE_TITLE_MAX } from '@contract/vote';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { OrganiserApi } from '@/api/organiser';
import { UserApi } from '@/api/user';
import { VoteApi } from '@/api/vote';
import { PageCard } from '@/components/PageCard';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { beijingInputValue } from '../beijingTime';
import { typedLength } from '../typedLength';
import { OptionFields } from './OptionFields';
import { EMPTY_VOTE, validateVote, voteBodyOf, type VoteErrors, type VoteForm } from './voteForm';
import { voteTexts as t } from './texts';

/** the unsent form's copy on this computer, per organiser */
export const voteMirrorKey = (userId: number) => `${userId}:console:vote`;

const BRANCH = '党支部';

/**
 * 发起投票: the branch (for an organiser of several), subject, explanation, Beijing start and end,
 * single or multiple (at most N), the options, who may vote (identities; none: every member),
 * anonymous or not, results before the end or not. Checked before sending, the server's refusal
 * shown beside the form in its words; what was typed stays on this computer until the server has it.
 */
export default function CreateVotePage() {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  return <CreateVote key={userId} userId={userId} />;
}

function CreateVote({ userId }: { userId: number }) {
  const draft = useFormDraft<VoteForm>(voteMirrorKey(userId), EMPTY_VOTE);
  const f = draft.values;
  const units = OrganiserApi.useScopeUnitsQuery();
  const identities = UserApi.useIdentityListQuery();
  // a college or school organiser says which of their branches holds it
  const pickOrg = (units.data?.length ?? 0) > 1;
  const branches = (units.data ?? []).filter((u) => u.kind === BRANCH);
  const [create, creating] = VoteApi.useCreateMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  const now = new Date();
  const errors: VoteErrors = tried ? validateVote(f, now, pickOrg) : {};
  const change = (patch: Partial<VoteForm>) => {
    setServerError('');
    draft.change(patch);
  };

  const submit = async () => {
    setTried(true);
    setServerError('');
    if (Object.keys(validateVote(f, new Date(), pickOrg)).length) return;
    try {
      const { voteId } = await create(voteBodyOf(f)).unwrap();
      draft.reset();
      dispatch(toastRequested({ type: 'success', title: t.created }));
      void navigate(consolePaths.adminVote(voteId));
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  const problems = Object.values(errors);
  const chosen = new Set(f.identities);
  return (
    <PageCard title={t.createTitle}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4" maxW="960px">
          <RestoredNotice shown={draft.restored} text={t.restored} />
          {pickOrg ? (
            <Field.Root required invalid={Boolean(errors.org)}>
              <Field.Label>
                {t.org}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={f.orgId === null ? '' : String(f.orgId)}
                  minH={{ base: '44px', md: 'auto' }}
                  onChange={(e) => change({ orgId: e.target.value ? Number(e.target.value) : null })}
                >
                  <option value="">{t.pickOrg}</option>
                  {branches.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.org ? <Field.ErrorText>{errors.org}</Field.ErrorText> : null}
            </Field.Root>
          ) : null}
          <Field.Root required invalid={Boolean(errors.title)}>
            <Field.Label>
              {t.title}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={f.title} placeholder={t.titlePlaceholder} onChange={(e) => change({ title: e.target.value })} />
            {errors.title ? (
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.counter(typedLength(f.title), VOTE_TITLE_MAX)}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>{t.description}</Field.Label>
            <Textarea rows={3} value={f.description} onChange={(e) => change({ description: e.target.value })} />
            {errors.description ? (
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {t.descriptionHelp} · {t.counter(typedLength(f.description), VOTE_DESCRIPTION_MAX)}
              </Field.HelperText>
            )}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.startAt)}>
              <Field.Label>
                {t.startAt}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="datetime-local" value={f.startAt} onChange={(e) => change({ startAt: e.target.value })} />
              {errors.startAt ? <Field.ErrorText>{errors.startAt}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.endAt)}>
              <Field.Label>
                {t.endAt}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="datetime-local"
                min={f.startAt || beijingInputValue(now)}
                value={f.endAt}
                onChange={(e) => change({ endAt: e.target.value })}
              />
              {errors.endAt ? <Field.ErrorText>{errors.endAt}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <OptionFields options={f.options} error={errors.options} onChange={(options) => change({ options })} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <Stack as="fieldset" gap="1.5" border="0" p="0" m="0" minW="0">
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
                {t.mode}
              </Text>
              <RadioGroup.Root value={f.mode} onValueChange={(e) => change({ mode: e.value as VoteMode })} colorPalette="brand">
                <HStack gap="6">
                  {(['single', 'multiple'] as const).map((m) => (
                    <RadioGroup.Item key={m} value={m} minH={{ base: '44px', md: 'auto' }}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t.modes[m]}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Stack>
            {f.mode === 'multiple' ? (
              <Field.Root required invalid={Boolean(errors.maxChoices)}>
                <Field.Label>
                  {t.maxChoices}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={f.options.length}
                  w="120px"
                  value={f.maxChoices}
                  onChange={(e) => change({ maxChoices: e.target.value })}
                />
                {errors.maxChoices ? (
                  <Field.ErrorText>{errors.maxChoices}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t.maxChoicesHelp(f.options.length)}</Field.HelperText>
                )}
              </Field.Root>
            ) : null}
          </SimpleGrid>
          <Stack as="fieldset" gap="1.5" border="0" p="0" m="0" minW="0">
            <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
              {t.identities}
            </Text>
            <HStack gap="4" wrap="wrap">
              {(identities.data ?? []).map((i) => (
                <Checkbox.Root
                  key={i.id}
                  checked={chosen.has(i.name)}
                  colorPalette="brand"
                  minH={{ base: '44px', md: 'auto' }}
                  onCheckedChange={(e) =>
                    change({
                      identities: (identities.data ?? [])
                        .map((x) => x.name)
                        .filter((n) => (n === i.name ? e.checked === true : chosen.has(n))),
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{i.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {t.identitiesHelp}
            </Text>
          </Stack>
          <Stack gap="2">
            <Checkbox.Root
              checked={f.anonymous}
              colorPalette="brand"
              minH={{ base: '44px', md: 'auto' }}
              onCheckedChange={(e) => change({ anonymous: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t.anonymousLabel}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="xs" color="fg.muted" ps="7">
              {t.anonymousHelp}
            </Text>
            <Checkbox.Root
              checked={f.showResultsBeforeEnd}
              colorPalette="brand"
              minH={{ base: '44px', md: 'auto' }}
              onCheckedChange={(e) => change({ showResultsBeforeEnd: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t.earlyLabel}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          {problems.length ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="vote-errors">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t.fixFirst}</Alert.Title>
                <Box as="ul" ps="4" listStyleType="disc">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {serverError ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="vote-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3" justify="flex-end">
            <Button asChild variant="outline" minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={consolePaths.adminVotes()}>{t.cancel}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={creating.isLoading} minH={{ base: '44px', md: 'auto' }}>
              {t.submit}
            </Button>
          </HStack>
        </Stack>
      </form>
    </PageCard>
  );
}
