import { Badge, Box, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TopicCard } from '@contract/topic';
import type { Phase, Stage } from '@contract/user';
import { TopicApi } from '@/api/topic';
import { UserApi } from '@/api/user';
import { ListError, ListSkeleton } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { wayTexts as t } from './texts';

type PhaseState = 'done' | 'current' | 'next';
/** 政治面貌 中共党员 (enum partyStatus): 正式党员, and the 党务工作者 and 领导干部 who are members */
const MEMBER = 'member';
const PHASE_PALETTE: Record<PhaseState, string> = { done: 'green', current: 'brand', next: 'gray' };

function TopicLine({ topic }: { topic: TopicCard }) {
  return (
    // on a phone the progress goes under the topic's name, which keeps the line's width (beside it, 98 px)
    <Stack
      as="li"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      listStyleType="none"
      justify="space-between"
      gap={{ base: '1', md: '3' }}
      py="1.5"
      data-testid="way-topic"
    >
      <Link asChild color="fg" fontWeight="medium" minW="0" minH={{ base: '44px', md: 'auto' }}>
        <RouterLink to={paths.specialTraining(topic.id)}>{topic.title}</RouterLink>
      </Link>
      <HStack gap="2" flexShrink={0}>
        {topic.completed ? (
          <Badge colorPalette="brand" variant="solid">
            {t.completed}
          </Badge>
        ) : null}
        <Progress.Root value={topic.progress} size="xs" colorPalette="brand" w="100px" aria-label={t.progress(topic.progress)}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted" w="64px">
          {t.progress(topic.progress)}
        </Text>
      </HStack>
    </Stack>
  );
}

/**
 * One phase on the timeline. `note`: the learner's next step, in the block of their current phase
 * (above the timeline, 这是…最后一个阶段 stood apart from the phase it spoke of).
 */
function PhaseBlock({
  phase,
  state,
  stages,
  topics,
  stageId,
  hereText,
  last,
  note,
}: {
  phase: Phase;
  state: PhaseState;
  stages: Stage[];
  topics: TopicCard[];
  stageId: number | null;
  hereText: string;
  last: boolean;
  note?: string;
}) {
  return (
    <HStack as="li" listStyleType="none" align="stretch" gap="4" data-testid="way-phase" data-state={state}>
      <Stack align="center" gap="0" w="28px" flexShrink={0}>
        <Box
          w="28px"
          h="28px"
          borderRadius="full"
          bg={state === 'next' ? 'gray.200' : state === 'current' ? 'brand.600' : 'green.500'}
          borderWidth={state === 'current' ? '4px' : '0'}
          borderColor="brand.100"
        />
        {last ? null : <Box flex="1" w="2px" bg={state === 'next' ? 'gray.200' : 'brand.200'} />}
      </Stack>
      <Stack gap="2" pb="6" flex="1" minW="0">
        <HStack gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {phase.name}
          </Text>
          <Badge variant={state === 'current' ? 'solid' : 'subtle'} colorPalette={PHASE_PALETTE[state]}>
            {t.phaseStates[state]}
          </Badge>
        </HStack>
        {note ? (
          <Text fontSize="sm" fontWeight="medium" color="brand.700" data-testid="way-next">
            {note}
          </Text>
        ) : null}
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {t.stages}
          </Text>
          {stages.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {state === 'next' ? t.noUpcomingStages : t.noStages}
            </Text>
          ) : (
            <HStack gap="2" wrap="wrap">
              {stages.map((s) => (
                <Badge
                  key={s.id}
                  variant={s.id === stageId ? 'solid' : 'outline'}
                  colorPalette={s.id === stageId ? 'brand' : 'gray'}
                  title={t.period(s.startDate, s.endDate)}
                >
                  {s.id === stageId ? `${s.name}（${hereText}）` : s.name}
                </Badge>
              ))}
            </HStack>
          )}
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {t.topics}
          </Text>
          {topics.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t.noTopics}
            </Text>
          ) : (
            <Stack as="ul" gap="0" m="0" p="0">
              {topics.map((x) => (
                <TopicLine key={x.id} topic={x} />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </HStack>
  );
}

/**
 * /index/learning-the-way: the phases of party development training as a timeline, the learner's
 * place on it (their phase and stage), and in each phase the topics they joined with their results.
 */
export default function LearningWayPage() {
  const user = UserApi.useUserInfoQuery();
  const phases = UserApi.usePhaselistQuery();
  const stages = UserApi.useStageListQuery({});
  const topics = TopicApi.useListQuery({ pageNum: 1, pageSize: 100 });
  const all = [user, phases, stages, topics];
  const failed = all.find((q) => q.isError);
  const body = (() => {
    if (failed) return <ListError error={failed.error} onRetry={() => all.forEach((q) => void q.refetch())} />;
    if (!user.data || !phases.data || !stages.data || !topics.data) return <ListSkeleton rows={6} />;
    const me = user.data;
    const phaseList = phases.data;
    // a full member (政治面貌 中共党员, as the organisation recorded it) has been through every phase:
    // the stage still on their record is the last one they attended, not where they are now
    const member = me.partyStatus === MEMBER;
    const currentIndex = member ? phaseList.length : phaseList.findIndex((p) => p.id === me.phaseId);
    const stateOf = (i: number): PhaseState =>
      currentIndex < 0 ? 'next' : i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'next';
    const next = currentIndex >= 0 ? phaseList[currentIndex + 1] : undefined;
    const today = formatDate(new Date(), 'YYYY-MM-DD');
    // a phase still ahead offers only the terms that have not ended; a past term is of no use to join
    const stagesOf = (p: Phase, i: number) =>
      (stages.data ?? []).filter((s) => s.phaseId === p.id && (stateOf(i) !== 'next' || s.endDate >= today));
    const noteOf = (p: Phase, i: number) => {
      if (member) return i === phaseList.length - 1 ? t.allDone : undefined;
      if (i !== currentIndex) return undefined;
      return next ? t.next(next.name) : t.finalStep(p.name);
    };
    return (
      <Stack gap="4">
        {currentIndex < 0 ? <Text color="fg.muted">{t.notInTraining}</Text> : null}
        <Stack as="ol" gap="0" m="0" p="0">
          {phaseList.map((p, i) => (
            <PhaseBlock
              key={p.id}
              phase={p}
              state={stateOf(i)}
              stages={stagesOf(p, i)}
              topics={(topics.data?.list ?? []).filter((x) => x.phaseId === p.id)}
              stageId={me.stageId}
              hereText={member ? t.attended : t.youAreHere}
              last={i === phaseList.length - 1}
              note={noteOf(p, i)}
            />
          ))}
        </Stack>
      </Stack>
    );
  })();
  return (
    <PageCard title={t.title}>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t.intro}
      </Text>
      {body}
    </PageCard>
  );
}
