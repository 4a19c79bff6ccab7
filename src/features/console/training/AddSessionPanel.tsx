import { useState } from 'react';
import { Alert, Box, Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { TrainingApi } from '@/api/training';
import { SectionPanel } from '@/components/SectionPanel';
import { useAppDispatch } from '@/store/hooks';
import { EMPTY_SESSION, sessionBodyOf, validateSession, type SessionForm } from './sessionForm';
import { trainingTexts as t } from './texts';

/** 添加活动: a session of the class (times in Beijing); the server's refusal shown under the form, what was typed kept. */
export function AddSessionPanel({ projectId }: { projectId: number }) {
  const [f, setForm] = useState<SessionForm>(EMPTY_SESSION);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  const [add, adding] = TrainingApi.useCreateActivityMutation();
  const dispatch = useAppDispatch();
  const errors = tried ? validateSession(f) : {};
  const change = (patch: Partial<SessionForm>) => {
    setServerError('');
    setForm((old) => ({ ...old, ...patch }));
  };
  const submit = async () => {
    setTried(true);
    setServerError('');
    if (Object.keys(validateSession(f)).length) return;
    try {
      await add(sessionBodyOf(projectId, f)).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.added }));
      setForm(EMPTY_SESSION);
      setTried(false);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  const problems = [...Object.values(errors), ...(serverError ? [serverError] : [])];
  const time = (label: string, key: 'startAt' | 'endAt' | 'signupDeadline') => (
    <Field.Root required invalid={Boolean(errors.times)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="datetime-local" value={f[key]} onChange={(e) => change({ [key]: e.target.value })} />
    </Field.Root>
  );
  return (
    <SectionPanel title={t.addSession}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.title)}>
              <Field.Label>
                {t.sessionTitle}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={f.title} placeholder={t.sessionTitlePlaceholder} onChange={(e) => change({ title: e.target.value })} />
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.place)}>
              <Field.Label>
                {t.place}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={f.place} onChange={(e) => change({ place: e.target.value })} />
            </Field.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
            {time(t.startAt, 'startAt')}
            {time(t.endAt, 'endAt')}
            {time(t.deadline, 'signupDeadline')}
            <Field.Root required invalid={Boolean(errors.capacity)}>
              <Field.Label>
                {t.capacity}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="number" inputMode="numeric" min={1} value={f.capacity} onChange={(e) => change({ capacity: e.target.value })} />
            </Field.Root>
          </SimpleGrid>
          {problems.length ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="session-errors">
              <Alert.Indicator />
              <Alert.Content>
                <Box as="ul" ps="4" listStyleType="disc">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Box>
            <Button type="submit" colorPalette="brand" loading={adding.isLoading} loadingText={t.adding} minH="44px">
              {t.addSession}
            </Button>
          </Box>
        </Stack>
      </form>
    </SectionPanel>
  );
}
