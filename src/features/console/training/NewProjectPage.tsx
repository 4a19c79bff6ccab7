import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ProjectTrack } from '@contract/activity';
import { TRAINING_INTRO_MAX, TRAINING_TITLE_MAX, type ProjectAudience } from '@contract/training';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { OrganiserApi } from '@/api/organiser';
import { TrainingApi } from '@/api/training';
import { PageCard } from '@/components/PageCard';
import { useAppDispatch } from '@/store/hooks';
import { hasRole } from '../access';
import { typedLength } from '../typedLength';
import { UnitOptions } from '../UnitOptions';
import { EMPTY_PROJECT, projectBodyOf, validateProject, type ProjectForm } from './projectForm';
import { trainingTexts as t } from './texts';

const TRACKS = ProjectTrack.anyOf.map((s) => s.const);
const AUDIENCES: ProjectAudience[] = ['learner', 'cadre'];

/**
 * 新建培训班: name, kind (培训班 or 党员发展), audience, the organisation whose learners may sign
 * up (the school may choose 全校), dates, the identities it trains and its 结业考试. Checked before
 * sending; the server's refusal is shown beside the form. Created: to the class, to add sessions.
 */
export default function NewProjectPage() {
  const me = OrganiserApi.useMeQuery();
  const units = OrganiserApi.useScopeUnitsQuery();
  const options = TrainingApi.useOptionsQuery();
  const [create, creating] = TrainingApi.useCreateProjectMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [f, setForm] = useState<ProjectForm>(EMPTY_PROJECT);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  // only the school opens a class for the whole school
  const school = hasRole(me.data?.grants ?? [], ['school']);
  const errors = tried ? validateProject(f, !school) : {};
  const change = (patch: Partial<ProjectForm>) => {
    setServerError('');
    setForm((old) => ({ ...old, ...patch }));
  };
  const toggleIdentity = (name: string, on: boolean) =>
    change({ identityNames: on ? [...f.identityNames, name] : f.identityNames.filter((n) => n !== name) });

  const submit = async () => {
    setTried(true);
    setServerError('');
    if (Object.keys(validateProject(f, !school)).length) return;
    try {
      const { projectId } = await create(projectBodyOf(f)).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.created }));
      void navigate(consolePaths.adminTrainingProject(projectId));
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  const problems = Object.values(errors);
  return (
    <PageCard title={t.newTitle}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4" maxW="960px">
          <Field.Root required invalid={Boolean(errors.title)}>
            <Field.Label>
              {t.title}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={f.title} placeholder={t.titlePlaceholder} onChange={(e) => change({ title: e.target.value })} />
            {errors.title ? (
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.counter(typedLength(f.title), TRAINING_TITLE_MAX)}</Field.HelperText>
            )}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root required>
              <Field.Label>{t.track}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={f.track}
                  minH={{ base: '44px', md: 'auto' }}
                  onChange={(e) => change({ track: e.target.value as ProjectForm['track'] })}
                >
                  {TRACKS.map((k) => (
                    <option key={k} value={k}>
                      {t.tracks[k]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t.audience}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={f.audience}
                  minH={{ base: '44px', md: 'auto' }}
                  onChange={(e) => change({ audience: e.target.value as ProjectAudience })}
                >
                  {AUDIENCES.map((a) => (
                    <option key={a} value={a}>
                      {t.audiences[a]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required={!school} invalid={Boolean(errors.org)}>
              <Field.Label>
                {t.org}
                {school ? null : <Field.RequiredIndicator />}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={f.orgId} minH={{ base: '44px', md: 'auto' }} onChange={(e) => change({ orgId: e.target.value })}>
                  <option value="">{school ? t.wholeSchool : t.need.org}</option>
                  <UnitOptions units={units.data} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.org ? <Field.ErrorText>{errors.org}</Field.ErrorText> : <Field.HelperText>{t.orgHelp}</Field.HelperText>}
            </Field.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.dates)}>
              <Field.Label>
                {t.startDate}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" value={f.startDate} onChange={(e) => change({ startDate: e.target.value })} />
              {errors.dates ? <Field.ErrorText>{errors.dates}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.dates)}>
              <Field.Label>
                {t.endDate}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" min={f.startDate || undefined} value={f.endDate} onChange={(e) => change({ endDate: e.target.value })} />
            </Field.Root>
          </SimpleGrid>
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              {t.identities}
            </Text>
            <HStack gap="4" wrap="wrap">
              {(options.data?.identities ?? []).map((name) => (
                <HStack as="label" key={name} gap="2" minH="44px" cursor="pointer">
                  <input
                    type="checkbox"
                    checked={f.identityNames.includes(name)}
                    onChange={(e) => toggleIdentity(name, e.target.checked)}
                    style={{ width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)' }}
                  />
                  <Text fontSize="sm">{name}</Text>
                </HStack>
              ))}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t.identitiesHelp}
            </Text>
          </Box>
          <Field.Root>
            <Field.Label>{t.exam}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={f.examId} minH={{ base: '44px', md: 'auto' }} onChange={(e) => change({ examId: e.target.value })}>
                <option value="">{t.noExam}</option>
                {(options.data?.exams ?? []).map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t.intro}</Field.Label>
            <Textarea rows={4} value={f.intro} onChange={(e) => change({ intro: e.target.value })} />
            <Field.HelperText>{t.counter(typedLength(f.intro), TRAINING_INTRO_MAX)}</Field.HelperText>
          </Field.Root>
          {problems.length || serverError ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="project-errors">
              <Alert.Indicator />
              <Alert.Content>
                <Box as="ul" ps="4" listStyleType="disc">
                  {[...problems, ...(serverError ? [serverError] : [])].map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={creating.isLoading} loadingText={t.creating} minH="44px">
              {t.create}
            </Button>
            <Button asChild variant="outline" minH="44px">
              <RouterLink to={consolePaths.adminTraining()}>{t.cancel}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </PageCard>
  );
}
