import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ExamApi } from '@/api/exam';
import { LessonApi } from '@/api/lesson';
import { errorMessage } from '@/api/errors';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { secondsToHms } from '@/lib/duration';
import { answeredOf, statusOf, unsentQuestions } from './attemptSession';
import { attemptPlace } from './attemptPlace';
import { hurrying, pendingNearEnd } from './endNotices';
import { ExitDialog } from './ExitDialog';
import { LeaveWarning } from './LeaveWarning';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import { ResultPanel } from './ResultPanel';
import { StartPanel } from './StartPanel';
import { SubmitDialog } from './SubmitDialog';
import { answerTexts as t } from './texts';
import { useAttempt } from './useAttempt';
import { BackButton } from './BackButton';
import { AnswerCardSheet } from './AnswerCardSheet';
import { usePhoneLayout } from './usePhoneLayout';

/**
 * /index/exam-center/{examId}/answer (`?lesson={lessonId}` for a lesson exam): the whole window
 * for one attempt. The server decides the time, the saves and the grade (useAttempt); this page
 * shows the paper, the 答题卡 and where every answer stands.
 */
export default function AnswerPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // an exam id that names nothing (abc, 1.5) is not found, as 999999 is, without asking the server
  const routeExamId = routeId(params.examId);
  const examId = routeExamId ?? 0;
  const lessonId = routeId(search.get('lesson'));
  const navState = (location.state ?? {}) as { from?: unknown; confirmed?: unknown };
  const from = typeof navState.from === 'string' && navState.from.startsWith('/') ? navState.from : null;

  // Started from the exam center's confirmation (or the lesson page, which starts it first), or
  // resuming an attempt that is running: go straight in. Otherwise the learner confirms here.
  const [confirmed, setConfirmed] = useState(navState.confirmed === true);
  const info = ExamApi.useExamInfoQuery({ examId }, { skip: confirmed || routeExamId === null });
  const resuming = info.data?.openRecordId != null;
  // A lesson's exam opened here (its address, a bookmark): the lesson page's answer from the server
  // says whether it may start (lessonCompleted, the check starting makes first), and the lesson's
  // tag gives the way back to it. The exam's own lesson, whatever ?lesson= says.
  const examLesson = info.data?.lessonId ?? null;
  const lessonExams = ExamApi.useExamLessonListQuery({ lessonId: examLesson ?? 0 }, { skip: examLesson === null || resuming });
  const lesson = LessonApi.useInfoQuery({ lessonId: examLesson ?? 0 }, { skip: examLesson === null });
  const lessonPath = lesson.data && lesson.data.id === examLesson ? paths.lesson(lesson.data.tagId, lesson.data.id) : null;
  // the start panel waits for both, so 开始考试 is never offered before it is known to be refused
  const lessonPending = examLesson !== null && (lessonExams.isLoading || lesson.isLoading);
  // the page the learner came from, else the exam's lesson, else the exam center
  const backTo = from ?? lessonPath ?? paths.examCenter();
  // named for where it goes: the exam center (with its page, ?page=2), a lesson, or another page
  // that sent the learner here (专题培训's exam)
  const backLabel =
    from === null
      ? lessonPath !== null
        ? t.backToLesson
        : t.backToCenter
      : from.startsWith(paths.examCenter())
        ? t.backToCenter
        : lessonId !== null
          ? t.backToLesson
          : t.back;
  const attempt = useAttempt(examId, lessonId, routeExamId !== null && (confirmed || resuming));
  const { started, state, session } = attempt;
  const graded = Boolean(state?.grade);
  useEffect(() => {
    // A reload of the result must not start the next attempt: the history entry forgets the confirmation.
    if (graded) void navigate(`${location.pathname}${location.search}`, { replace: true, state: { from: navState.from } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the grade arrives
  }, [graded]);
  // the question picked on this attempt's page; until then the one the learner was on before a reload
  const [picked, setPicked] = useState<{ recordId: number; index: number } | null>(null);
  const current = started && picked?.recordId === started.recordId ? picked.index : attempt.startAt;
  const setCurrent = (index: number) => started && setPicked({ recordId: started.recordId, index });
  const [hurryDismissed, setHurryDismissed] = useState<number | null>(null);
  const [wholePaper, setWholePaper] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // on a phone the 答题卡 is a bottom sheet opened from the bar under the paper
  const phone = usePhoneLayout();
  const [cardOpen, setCardOpen] = useState(false);
  // Going to another page of the app while the attempt runs counts as a leave (server): ask first.
  const running = Boolean(started && state && !state.grade);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => running && nextLocation.pathname !== currentLocation.pathname);
  useEffect(() => {
    // graded (time up) while the question was open: nothing left to count, let the learner go
    if (!running && blocker.state === 'blocked') blocker.proceed();
  }, [running, blocker]);

  const recordId = started?.recordId ?? null;
  const currentId = started?.questions[Math.min(current, started.questions.length - 1)]?.id ?? null;
  const leaveCount = state?.leaveCount ?? 0;
  useEffect(() => {
    if (recordId === null || currentId === null) return;
    if (graded) attemptPlace.clear(recordId);
    else attemptPlace.save(recordId, { questionId: currentId, leaveCount });
  }, [recordId, currentId, leaveCount, graded]);

  const numbersWhere = useMemo(
    () => (pick: (id: number) => boolean) => (started?.questions ?? []).flatMap((q, i) => (pick(q.id) ? [i + 1] : [])),
    [started],
  );

  const refused =
    routeExamId === null ? t.notFound : (attempt.startError ?? (!confirmed && info.isError ? errorMessage(info.error) : null));
  if (refused) {
    return (
      <Shell>
        <Stack align="center" gap="4" mt="16" data-testid="exam-start-error">
          <Heading size="md">{t.startFailed}</Heading>
          <Text color="brand.600">{refused}</Text>
          <BackButton to={backTo} label={backLabel} primary />
        </Stack>
      </Shell>
    );
  }
  if (!confirmed && !resuming && !started && info.data && !lessonPending) {
    return (
      <Shell>
        <StartPanel
          info={info.data}
          lessonDone={lessonExams.data?.lessonCompleted}
          onStart={() => setConfirmed(true)}
          backTo={backTo}
          backLabel={backLabel}
        />
      </Shell>
    );
  }
  if (!started || !state || !session) {
    return (
      <Shell>
        <HStack justify="center" mt="16" gap="3">
          <Spinner color="brand.600" />
          <Text>{t.loading}</Text>
        </HStack>
      </Shell>
    );
  }
  const unsentIds = unsentQuestions(state);
  const unsent = numbersWhere((id) => unsentIds.includes(id));
  if (state.grade) {
    return (
      <Shell>
        <ResultPanel
          examId={examId}
          title={started.title}
          grade={state.grade}
          unsent={unsent}
          backTo={backTo}
          backLabel={backLabel}
          onRetake={attempt.retake}
        />
      </Shell>
    );
  }

  const questions = started.questions;
  const locked = state.timeUp || state.submitting;
  const index = Math.min(current, questions.length - 1);
  const hurry = hurrying(state, attempt.remainingMs);
  const pending = numbersWhere((id) => pendingNearEnd(state, attempt.remainingMs).includes(id));
  const unanswered = numbersWhere((id) => !answeredOf(state.progress[id]));
  const marked = numbersWhere((id) => Boolean(state.progress[id]?.marked));
  const pick = (i: number) => {
    setCurrent(i);
    if (wholePaper) document.getElementById(`question-${questions[i].id}`)?.scrollIntoView({ block: 'start' });
  };
  const card = (i: number) => {
    const q = questions[i];
    return (
      <QuestionCard
        key={q.id}
        question={q}
        index={i}
        progress={state.progress[q.id]}
        status={statusOf(state, q.id)}
        disabled={locked}
        onAnswer={(answer, delayMs) => {
          setCurrent(i);
          session.setAnswer(q.id, answer, delayMs);
        }}
        onToggleMark={() => session.toggleMark(q.id)}
      />
    );
  };
  const leave = async () => {
    await attempt.exit();
    if (blocker.state === 'blocked') blocker.proceed();
  };

  const leaveText = (
    <Text fontSize={phone ? 'xs' : 'sm'} opacity={0.9} whiteSpace="nowrap" data-testid="leave-count">
      {t.leaves(state.leaveCount, state.maxLeaves)}
    </Text>
  );
  const countdown = (
    <HStack
      gap="2"
      bg={hurry ? 'yellow.300' : 'whiteAlpha.200'}
      color={hurry ? 'gray.900' : undefined}
      px={phone ? '2' : '3'}
      py="1"
      borderRadius="md"
      flexShrink={0}
      aria-live="off"
    >
      <Text fontSize={phone ? 'xs' : 'sm'} whiteSpace="nowrap">
        {t.remaining}
      </Text>
      <Text fontSize={phone ? 'md' : 'lg'} fontWeight="bold" fontFamily="mono" data-testid="countdown" role="timer">
        {secondsToHms(Math.ceil(attempt.remainingMs / 1000))}
      </Text>
    </HStack>
  );
  const submitButton = (
    <Button
      size={phone ? 'lg' : { base: 'sm', md: 'md' }}
      bg="white"
      color="brand.700"
      _hover={{ bg: 'brand.50' }}
      onClick={() => setConfirming(true)}
      disabled={locked}
      flexShrink={0}
    >
      {t.submit}
    </Button>
  );
  const exitButton = (
    <Button
      size={phone ? 'lg' : { base: 'sm', md: 'md' }}
      px={phone ? '3' : undefined}
      variant="outline"
      color="white"
      borderColor="whiteAlpha.700"
      _hover={{ bg: 'whiteAlpha.200' }}
      onClick={() => void navigate(backTo)}
      title={t.exitHint}
      flexShrink={0}
    >
      {t.exit}
    </Button>
  );
  const prevNext = (
    <>
      <Button
        variant="outline"
        size={phone ? 'lg' : undefined}
        flex={phone ? '1' : undefined}
        onClick={() => setCurrent(index - 1)}
        disabled={index === 0}
      >
        {t.prev}
      </Button>
      <Button
        variant="outline"
        size={phone ? 'lg' : undefined}
        flex={phone ? '1' : undefined}
        onClick={() => setCurrent(index + 1)}
        disabled={index === questions.length - 1}
      >
        {t.next}
      </Button>
    </>
  );
  const navigator = { questions, state, current: index, onPick: pick };

  return (
    <Shell fill={phone}>
      {phone ? (
        // a phone: the title with 退出考试, then the leaves, the countdown and 交卷, all in view at any scroll
        <Stack as="header" bg="brand.700" color="white" px="3" py="2" gap="2" flexShrink={0}>
          <HStack gap="2">
            <Heading size="sm" flex="1" minW="0" truncate>
              {started.title}
            </Heading>
            {exitButton}
          </HStack>
          <HStack gap="2" justify="space-between">
            {leaveText}
            {countdown}
            {submitButton}
          </HStack>
        </Stack>
      ) : (
        <Flex
          as="header"
          bg="brand.700"
          color="white"
          px={{ base: '3', md: '6' }}
          py="3"
          align="center"
          gap={{ base: '2', md: '4' }}
          flexShrink={0}
          flexWrap="wrap"
        >
          <Heading size="md" flex={{ base: '1 1 100%', md: '1' }} minW="0" truncate>
            {started.title}
          </Heading>
          {leaveText}
          {countdown}
          {submitButton}
          {exitButton}
        </Flex>
      )}
      {state.timeUp ? (
        // answering is over: no "keep answering, it will be sent" any more, but what happens now
        <Alert.Root status={state.outage || unsent.length > 0 ? 'warning' : 'info'} borderRadius="0" data-testid="time-up-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {state.outage === 'network' ? t.timeUpOffline : state.outage === 'server' ? t.timeUpServerTrouble : t.timeUp}
            </Alert.Title>
            {unsent.length > 0 ? <Alert.Description>{t.timeUpUnsent(unsent.join('、'), unsent.length)}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : pending.length > 0 ? (
        <Alert.Root status="error" borderRadius="0" data-testid="pending-saves-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.pendingTitle}</Alert.Title>
            <Alert.Description>{t.pendingNearEnd(pending.join('、'), pending.length, state.outage === 'server')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : state.outage ? (
        <Alert.Root status="warning" borderRadius="0" data-testid="offline-banner">
          <Alert.Indicator />
          <Alert.Title>{state.outage === 'server' ? t.serverTrouble : t.offline}</Alert.Title>
        </Alert.Root>
      ) : null}
      {hurry && hurryDismissed !== started.recordId ? (
        <Alert.Root status="warning" borderRadius="0" alignItems="center" data-testid="hurry-warning">
          <Alert.Indicator />
          <Alert.Title flex="1">{t.hurry}</Alert.Title>
          <Button size={phone ? 'lg' : 'xs'} variant="outline" onClick={() => setHurryDismissed(started.recordId)}>
            {t.understood}
          </Button>
        </Alert.Root>
      ) : null}
      {state.restored > 0 && !state.timeUp ? (
        <Alert.Root status="info" borderRadius="0" data-testid="restored-banner">
          <Alert.Indicator />
          <Alert.Title>{t.restored(state.restored)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {/* side by side on a PC (the paper scrolls beside the 答题卡); narrower, one column and the page
          scrolls; on a phone the paper alone scrolls between the bars, the 答题卡 in its sheet */}
      <Flex
        flex="1"
        minH="0"
        gap="5"
        px={{ base: '3', md: '6' }}
        py={phone ? '3' : '4'}
        direction={{ base: 'column', lg: 'row' }}
        align={{ base: 'stretch', lg: 'flex-start' }}
        overflowY={phone ? 'auto' : undefined}
      >
        <Stack flex="1" minW="0" gap="4" maxH={{ lg: '100%' }} overflowY={{ lg: 'auto' }} pr={{ lg: '1' }} data-testid="paper">
          <HStack gap="2">
            <Button
              size={phone ? 'lg' : 'sm'}
              flex={phone ? '1' : undefined}
              variant={wholePaper ? 'outline' : 'solid'}
              colorPalette="brand"
              onClick={() => setWholePaper(false)}
              aria-pressed={!wholePaper}
            >
              {t.oneByOne}
            </Button>
            <Button
              size={phone ? 'lg' : 'sm'}
              flex={phone ? '1' : undefined}
              variant={wholePaper ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setWholePaper(true)}
              aria-pressed={wholePaper}
            >
              {t.wholePaper}
            </Button>
          </HStack>
          {wholePaper ? (
            questions.map((_, i) => card(i))
          ) : (
            <>
              {card(index)}
              {phone ? null : <HStack justify="space-between">{prevNext}</HStack>}
            </>
          )}
        </Stack>
        {phone ? null : (
          <Box w={{ base: '100%', lg: '280px' }} flexShrink={0}>
            <QuestionNavigator {...navigator} />
          </Box>
        )}
      </Flex>
      {phone ? (
        // in the flow under the paper, not laid over it: nothing of the question is hidden behind it
        <HStack as="nav" bg="bg" borderTopWidth="1px" px="3" py="2" gap="2" flexShrink={0} data-testid="phone-answer-bar">
          <Button
            size="lg"
            colorPalette="brand"
            flex={wholePaper ? '1' : '1.3'}
            onClick={() => setCardOpen(true)}
            data-testid="open-answer-card"
          >
            {t.openCard(questions.filter((q) => answeredOf(state.progress[q.id])).length, questions.length)}
          </Button>
          {wholePaper ? null : prevNext}
        </HStack>
      ) : null}
      {phone ? <AnswerCardSheet open={cardOpen} onClose={() => setCardOpen(false)} {...navigator} /> : null}
      <SubmitDialog
        open={confirming}
        unanswered={unanswered}
        marked={marked}
        submitting={state.submitting}
        error={state.submitError}
        onClose={() => setConfirming(false)}
        onConfirm={() => void session.finish()}
      />
      <LeaveWarning warning={attempt.leaveWarning} max={state.maxLeaves} onClose={attempt.dismissLeaveWarning} />
      <ExitDialog
        open={blocker.state === 'blocked'}
        leaveCount={state.leaveCount}
        maxLeaves={state.maxLeaves}
        onStay={() => blocker.state === 'blocked' && blocker.reset()}
        onLeave={() => void leave()}
      />
    </Shell>
  );
}

/**
 * The full window, outside the platform's layout (no menu to wander off through). `fill`: the
 * phone's running attempt, pinned to the screen so its bars stay in view while the paper scrolls
 * inside (fixed to the edges rather than 100vh, which a phone measures without its address bar).
 */
function Shell({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  if (fill) {
    return (
      <Flex direction="column" position="fixed" inset="0" overflow="hidden" bg="gray.50" data-testid="exam-answer-page">
        {children}
      </Flex>
    );
  }
  return (
    <Flex direction="column" h={{ lg: '100vh' }} minH="100vh" bg="gray.50" data-testid="exam-answer-page">
      {children}
    </Flex>
  );
}
