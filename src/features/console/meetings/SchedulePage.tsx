import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MEETING_AGENDA_MAX, MEETING_TITLE_MAX } from '@contract/meeting';
import { ORG_ACT_CATEGORIES, type OrgActCategory } from '@contract/orgAct';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { MeetingApi } from '@/api/meeting';
import { OrganiserApi } from '@/api/organiser';
import { PageCard } from '@/components/PageCard';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { beijingInputValue } from '../beijingTime';
import { UnitOptions } from '../UnitOptions';
import { AttendeeFields } from './AttendeeFields';
import { EMPTY_SCHEDULE, scheduleBodyOf, validateSchedule, type ScheduleErrors, type ScheduleForm } from './scheduleForm';
import { meetingTexts as t } from './texts';
import { typedLength } from '../typedLength';

/** the unsent form's copy on this computer, per organiser */
export const scheduleMirrorKey = (userId: number) => `${userId}:console:meeting`;

/**
 * 安排会议: kind, subject, Beijing start and end, place, agenda and who must attend (the branch's
 * members, or chosen ones). Checked before sending, the server's refusal shown beside the form;
 * what was typed stays on this computer until the server has it. Scheduled: to the meeting's page,
 * where its check-in QR code is.
 */
export default function SchedulePage() {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  return <Schedule key={userId} userId={userId} />;
}

function Schedule({ userId }: { userId: number }) {
  const draft = useFormDraft<ScheduleForm>(scheduleMirrorKey(userId), EMPTY_SCHEDULE);
  const f = draft.values;
  const units = OrganiserApi.useScopeUnitsQuery();
  // a college or school organiser says which of their organisations holds it
  const pickOrg = (units.data?.length ?? 0) > 1;
  const members = MeetingApi.useMembersQuery(f.orgId === null ? undefined : { orgId: f.orgId }, {
    skip: !units.data || (pickOrg && f.orgId === null),
  });
  const [schedule, scheduling] = MeetingApi.useScheduleMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  const now = new Date();
  const errors: ScheduleErrors = tried ? validateSchedule(f, now, pickOrg) : {};
  const change = (patch: Partial<ScheduleForm>) => {
    setServerError('');
    draft.change(patch);
  };

  const submit = async () => {
    setTried(true);
    setServerError('');
    if (Object.keys(validateSchedule(f, new Date(), pickOrg)).length) return;
    try {
      const { meetingId } = await schedule(scheduleBodyOf(f)).unwrap();
      const invited = f.everyone ? (members.data?.list.length ?? 0) : f.chosen.length;
      draft.reset();
      dispatch(toastRequested({ type: 'success', title: t.scheduled(invited) }));
      void navigate(consolePaths.adminMeeting(meetingId));
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  const problems = Object.values(errors);
  return (
    <PageCard title={t.scheduleTitle}>
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
                  onChange={(e) => change({ orgId: e.target.value ? Number(e.target.value) : null, chosen: [] })}
                >
                  <option value="">{t.pickOrg}</option>
                  <UnitOptions units={units.data} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.org ? <Field.ErrorText>{errors.org}</Field.ErrorText> : null}
            </Field.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>
                {t.kind}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={f.kind}
                  minH={{ base: '44px', md: 'auto' }}
                  onChange={(e) => change({ kind: e.target.value as OrgActCategory })}
                >
                  {ORG_ACT_CATEGORIES.map((k) => (
                    <option key={k} value={k}>
                      {k}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.place)}>
              <Field.Label>
                {t.place}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={f.place} onChange={(e) => change({ place: e.target.value })} />
              {errors.place ? <Field.ErrorText>{errors.place}</Field.ErrorText> : null}
            </Field.Root>
          </SimpleGrid>
          <Field.Root required invalid={Boolean(errors.title)}>
            <Field.Label>
              {t.title}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={f.title} placeholder={t.titlePlaceholder} onChange={(e) => change({ title: e.target.value })} />
            {errors.title ? (
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.counter(typedLength(f.title), MEETING_TITLE_MAX)}</Field.HelperText>
            )}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.startAt)}>
              <Field.Label>
                {t.startAt}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="datetime-local"
                min={beijingInputValue(now)}
                value={f.startAt}
                onChange={(e) => change({ startAt: e.target.value })}
              />
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
          <Field.Root invalid={Boolean(errors.agenda)}>
            <Field.Label>{t.agenda}</Field.Label>
            <Textarea rows={5} value={f.agenda} onChange={(e) => change({ agenda: e.target.value })} />
            {errors.agenda ? (
              <Field.ErrorText>{errors.agenda}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {t.agendaHelp} · {t.counter(typedLength(f.agenda), MEETING_AGENDA_MAX)}
              </Field.HelperText>
            )}
          </Field.Root>
          <AttendeeFields form={f} members={members} waiting={pickOrg && f.orgId === null} error={errors.attendees} onChange={change} />
          {problems.length ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="schedule-errors">
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
            <Alert.Root status="error" size="sm" role="alert" data-testid="schedule-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3" justify="flex-end">
            <Button asChild variant="outline" minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={consolePaths.adminMeetings()}>{t.cancel}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={scheduling.isLoading} minH={{ base: '44px', md: 'auto' }}>
              {t.submit}
            </Button>
          </HStack>
        </Stack>
      </form>
    </PageCard>
  );
}
