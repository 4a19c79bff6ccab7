import { Badge, Box, Button, HStack, Image, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudyStatus } from '@contract/lesson';
import type { Requirement, TopicDetail } from '@contract/topic';
import { TopicApi } from '@/api/topic';
import { QueryState } from '@/components/ListStates';
import { examActionOf } from '@/components/exam/examAction';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { STATE_PALETTE } from './TopicCardItem';
import { topicTexts as t } from './texts';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

export function TopicHeader({ topic }: { topic: TopicDetail }) {
  return (
    // on a phone the cover sits above the text at the screen's width: beside it, the text had 26 px
    <Stack direction={{ base: 'column', md: 'row' }} align="stretch" gap={{ base: '3', md: '5' }}>
      <Image
        src={topic.coverUrl}
        alt=""
        w={{ base: 'full', md: '280px' }}
        h={{ base: 'auto', md: '158px' }}
        objectFit="cover"
        borderRadius="md"
        bg="gray.100"
        flexShrink={0}
      />
      <Stack gap="2" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={STATE_PALETTE[topic.state]}>{t.states[topic.state]}</Badge>
          {topic.completed ? (
            <Badge colorPalette="brand" variant="solid">
              {t.completed}
            </Badge>
          ) : null}
          {topic.phaseName ? <Badge variant="outline">{topic.phaseName}</Badge> : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t.period(topic.startDate, topic.endDate)} · {t.organizer(topic.organizer)}
        </Text>
        <Text fontSize="sm">{topic.currentStage ? t.currentStage(topic.currentStage.title) : t.noCurrentStage}</Text>
        <HStack gap="3" maxW="420px">
          <Progress.Root value={topic.progress} size="sm" colorPalette="brand" flex="1" aria-label={t.progress(topic.progress)}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {t.progress(topic.progress)}
          </Text>
        </HStack>
        <Text fontSize="sm" whiteSpace="pre-wrap" color="fg.muted" lineClamp={4} title={topic.intro}>
          {topic.intro}
        </Text>
      </Stack>
    </Stack>
  );
}

export function StageSchedule({ topic }: { topic: TopicDetail }) {
  return (
    <Stack as="ol" gap="0" m="0" p="0">
      {topic.stages.map((s, i) => (
        <HStack
          as="li"
          key={s.id}
          listStyleType="none"
          align="flex-start"
          gap="3"
          py="3"
          borderBottomWidth={i < topic.stages.length - 1 ? '1px' : '0'}
          data-testid="stage-row"
        >
          <Box
            w="28px"
            h="28px"
            borderRadius="full"
            flexShrink={0}
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="sm"
            fontWeight="bold"
            bg={s.state === 'ongoing' ? 'brand.600' : s.state === 'ended' ? 'gray.300' : 'gray.100'}
            color={s.state === 'ongoing' ? 'white' : 'fg'}
          >
            {i + 1}
          </Box>
          <Stack gap="0.5" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{s.title}</Text>
              <Badge colorPalette={STATE_PALETTE[s.state]} size="sm">
                {t.states[s.state]}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t.stageDates(s.startDate, s.endDate)} · {s.intro}
            </Text>
            <Text fontSize="sm">{t.stageMaterials(s.readCount, s.materialCount)}</Text>
          </Stack>
          {s.materialCount > 0 ? (
            <Button asChild size="xs" variant="outline" colorPalette="brand" flexShrink={0} minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={paths.specialTrainingMaterials(s.id)}>{t.openStage}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      ))}
    </Stack>
  );
}

function RequirementLine({ r }: { r: Requirement }) {
  return (
    <HStack
      as="li"
      listStyleType="none"
      justify="space-between"
      align="flex-start"
      gap="2"
      py="2"
      data-testid="requirement"
      data-met={r.met}
    >
      <Stack gap="0">
        <Text fontWeight="medium">
          {r.met ? '✓ ' : '○ '}
          {r.label}
        </Text>
        {r.met ? null : (
          <Text fontSize="sm" color="brand.600">
            {r.missing}
          </Text>
        )}
      </Stack>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {r.done}/{r.total}
      </Text>
    </HStack>
  );
}

export function RequirementList({ topic }: { topic: TopicDetail }) {
  return (
    <Stack gap="2">
      <Stack as="ul" gap="0" m="0" p="0">
        {topic.requirements.map((r) => (
          <RequirementLine key={r.key} r={r} />
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        {topic.completed ? t.allMet : t.requirementsHint}
      </Text>
    </Stack>
  );
}

export function TopicExam({ topicId }: { topicId: number }) {
  const query = TopicApi.useExamInfoQuery({ topicId });
  return (
    <QueryState query={query} isEmpty={(d) => d === null} emptyText={t.noExam} skeletonRows={3}>
      {(exam) => {
        if (!exam) return null;
        const action = examActionOf(exam);
        return (
          <Stack gap="2" fontSize="sm" data-testid="topic-exam">
            <Text fontWeight="semibold" fontSize="md">
              {exam.title}
            </Text>
            <Text color="fg.muted">{t.examWindow(when(exam.startTime), when(exam.endTime))}</Text>
            <Text color="fg.muted">{t.examRule(exam.duration, exam.totalScore, exam.passScore)}</Text>
            <Text color="fg.muted">
              {t.examAttempts(exam.attemptsUsed, exam.attemptsAllowed)}
              {exam.bestScore !== null ? ` · ${t.examBest(exam.bestScore, exam.passed)}` : ''}
            </Text>
            {action === 'start' || action === 'resume' ? (
              <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start" minH={{ base: '44px', md: 'auto' }}>
                <RouterLink
                  to={paths.examAnswer(exam.examId)}
                  state={
                    action === 'resume'
                      ? { confirmed: true, from: paths.specialTraining(topicId) }
                      : { from: paths.specialTraining(topicId) }
                  }
                >
                  {action === 'resume' ? t.continueExam : t.toExam}
                </RouterLink>
              </Button>
            ) : (
              <Badge alignSelf="flex-start" variant="outline">
                {action === 'upcoming' ? t.examNotOpen : action === 'exhausted' || action === 'result' ? t.examUsedUp : t.examOver}
              </Badge>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

const LESSON_STATUS: Record<StudyStatus, [string, string]> = { 0: ['未开始', 'gray'], 1: ['学习中', 'blue'], 2: ['已完成', 'green'] };

export function TopicLessons({ topicId }: { topicId: number }) {
  const query = TopicApi.useLessonSubListQuery({ topicId });
  return (
    <QueryState query={query} emptyText={t.noLessons} skeletonRows={3}>
      {(lessons) => (
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="3" m="0" p="0">
          {lessons.map((l) => (
            <Box as="li" key={l.id} listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="topic-lesson">
              <RouterLink to={paths.lesson(l.tagId, l.id)} aria-label={l.title}>
                <Image src={l.coverUrl} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" bg="gray.100" />
                <Stack gap="1" p="2.5">
                  <Text fontWeight="medium" truncate title={l.title}>
                    {l.title}
                  </Text>
                  <HStack justify="space-between">
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {l.teacher}
                    </Text>
                    <Badge colorPalette={LESSON_STATUS[l.status][1]} size="sm">
                      {LESSON_STATUS[l.status][0]}
                    </Badge>
                  </HStack>
                </Stack>
              </RouterLink>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

export function TopicExperts({ topicId }: { topicId: number }) {
  const query = TopicApi.useExpertListQuery({ topicId });
  return (
    <QueryState query={query} emptyText={t.noExperts} skeletonRows={2}>
      {(experts) => (
        // one expert a line on a phone: two to a line left each name and title under 120 px
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" m="0" p="0">
          {experts.map((e) => (
            <Box as="li" key={e.id} listStyleType="none">
              <Link asChild _hover={{ textDecoration: 'none' }}>
                <RouterLink to={paths.specialTrainingExpert(topicId, e.id)} aria-label={`${e.name} ${e.title}`}>
                  <HStack gap="2" align="center">
                    <Image src={e.photoUrl} alt="" w="44px" h="55px" objectFit="cover" borderRadius="sm" bg="gray.100" flexShrink={0} />
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium">{e.name}</Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {e.title}
                      </Text>
                    </Stack>
                  </HStack>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

export function TopicNoticeBrief({ topicId }: { topicId: number }) {
  const query = TopicApi.useNoticeListQuery({ topicId, pageNum: 1, pageSize: 4 });
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noNotices} skeletonRows={3}>
      {(page) => (
        <Stack gap="2">
          <Stack as="ul" gap="0" m="0" p="0">
            {page.list.map((n) => (
              <HStack as="li" key={n.id} listStyleType="none" justify="space-between" gap="2" py="1.5">
                <Link asChild color="fg" fontSize="sm" minW="0" minH={{ base: '44px', md: 'auto' }}>
                  <RouterLink to={paths.specialTrainingNotice(topicId, n.id)}>
                    {n.pinned ? (
                      <Badge colorPalette="brand" size="sm" mr="1">
                        {t.pinned}
                      </Badge>
                    ) : null}
                    <Text as="span" truncate>
                      {n.title}
                    </Text>
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {formatDate(n.publishedAt, 'MM-DD')}
                </Text>
              </HStack>
            ))}
          </Stack>
          {page.total > page.list.length ? (
            <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-end" minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={paths.specialTrainingNotices(topicId)}>{t.more}</RouterLink>
            </Link>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
