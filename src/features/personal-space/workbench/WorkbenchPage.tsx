import { Box, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageItem } from '@contract/centerMessages';
import type { Workbench } from '@contract/centerWorkbench';
import { CenterApi } from '@/api/center';
import { SelfStudyApi } from '@/api/selfStudy';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { SectionPanel } from '@/components/SectionPanel';
import { formatDate } from '@/lib/date';
import { studyDuration } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { headlineFigures, wholeSeconds } from '@/lib/studyFigures';
import { LivePanel } from './LivePanel';
import { PendingList } from './PendingList';
import { workbenchTexts as t } from './texts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5" flex="1" minW="120px" bg="bg.muted" borderRadius="md" px="4" py="3" data-testid="workbench-stat">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color="brand.700">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * 今日/本周/累计学时 to the second, made as 学习统计 makes them (headlineFigures: the same sums of
 * whole days, the same 累计), so the two screens say the same figures in the same words.
 * Until (or unless) those answers arrive, the workbench's own figures, said the same way.
 */
function useStudyFigures(study: Workbench['study']) {
  const summary = SelfStudyApi.useStudyInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  if (summary.data) return headlineFigures(summary.data);
  return { today: wholeSeconds(study.today), week: wholeSeconds(study.week), all: wholeSeconds(study.total) };
}

function Summary({ bench }: { bench: Workbench }) {
  const { user, study } = bench;
  const figures = useStudyFigures(study);
  const stage = [user.identityName, user.phaseName, user.stageName].filter(Boolean).join(' · ');
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontSize="lg" fontWeight="semibold">
          {t.greeting(user.name)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t.org}：{user.orgName || '—'}
          {stage ? `\u3000${t.stage}：${stage}` : ''}
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap" align="stretch">
        <Stat label={t.study.today} value={studyDuration(figures.today)} />
        <Stat label={t.study.week} value={studyDuration(figures.week)} />
        <Stat label={t.study.total} value={studyDuration(figures.all)} />
        <Stat label={t.study.lessons} value={t.lessons(study.lessonsCompleted)} />
      </HStack>
    </Stack>
  );
}

function MessageLine({ m }: { m: MessageItem }) {
  return (
    <HStack
      as="li"
      listStyleType="none"
      gap="2"
      py="2"
      borderBottomWidth="1px"
      justify="space-between"
      data-testid="workbench-message"
      data-read={m.read}
    >
      <HStack gap="2" minW="0">
        <Box w="6px" h="6px" borderRadius="full" bg={m.read ? 'transparent' : 'brand.600'} flexShrink={0} aria-hidden="true" />
        <Link asChild fontWeight={m.read ? 'normal' : 'semibold'} color="fg" minW="0" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={`${paths.spaceNoticeDetail()}?id=${m.id}`} state={{ from: paths.workbench() }}>
            <Text as="span" truncate>
              {m.title}
            </Text>
          </RouterLink>
        </Link>
        {m.read ? null : (
          <Text as="span" srOnly>
            {t.unreadMark}
          </Text>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
        {formatDate(m.sentAt, 'MM-DD')}
      </Text>
    </HStack>
  );
}

/**
 * /personal-space/workbenches/index: who the learner is and how their study stands, what is
 * still to do (center/myTaskList, by kind), the newest messages and the live lectures. Opened
 * afresh each time: what is pending changes on other screens.
 */
export default function WorkbenchPage() {
  const query = CenterApi.useWorkbenchesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="4">
      <PageCard
        title={t.title}
        actions={
          <Button asChild size="sm" variant="outline" colorPalette="brand" minH={{ base: '44px', md: 'auto' }}>
            <RouterLink to={paths.myStatistics()}>{t.statistics}</RouterLink>
          </Button>
        }
      >
        <QueryState query={query} isEmpty={() => false} skeletonRows={3}>
          {(bench) => <Summary bench={bench} />}
        </QueryState>
      </PageCard>
      {query.data ? (
        // minmax(0, …): a long title is cut in its row instead of widening the column past a phone's screen
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
          <SectionPanel title={`${t.pending}（${t.count(query.data.taskNums.total)}）`}>
            <PendingList nums={query.data.taskNums} />
          </SectionPanel>
          <Stack gap="4" minW="0">
            <SectionPanel title={t.messages}>
              <Stack gap="2">
                <HStack justify="space-between" fontSize="sm">
                  <Text color="fg.muted">{t.unread(query.data.unreadMessages)}</Text>
                  <Link asChild color="brand.600" minH={{ base: '44px', md: 'auto' }}>
                    <RouterLink to={paths.spaceNotices()}>{t.allMessages}</RouterLink>
                  </Link>
                </HStack>
                {query.data.latestMessages.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {t.noMessages}
                  </Text>
                ) : (
                  <Stack as="ul" gap="0" m="0" p="0">
                    {query.data.latestMessages.map((m) => (
                      <MessageLine key={m.id} m={m} />
                    ))}
                  </Stack>
                )}
              </Stack>
            </SectionPanel>
            <LivePanel />
          </Stack>
        </Grid>
      ) : null}
    </Stack>
  );
}
