import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ActivityApi } from '@/api/activity';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { UnconfirmedNotice } from '@/components/session/UnconfirmedNotice';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { useAppId } from '@/components/session/useAppId';
import { formatDate } from '@/lib/date';
import { isCadre } from '@/lib/roles';
import { ActivityDialog } from './ActivityDialog';
import { ActivityRow } from './ActivityRow';
import { ProjectList } from './ProjectList';
import { activityTexts as t } from './texts';

type Tab = 'train' | 'develop' | 'cadre' | 'mine' | 'checkins';
const PAGE_SIZE = 10;

function Projects({ tab, onOpen }: { tab: 'train' | 'develop' | 'cadre'; onOpen: (id: number) => void }) {
  const train = ActivityApi.useProjectListQuery(undefined, { skip: tab !== 'train' });
  const develop = ActivityApi.useDyProjectListQuery(undefined, { skip: tab !== 'develop' });
  const cadre = ActivityApi.useGbActivityQuery(undefined, { skip: tab !== 'cadre' });
  const query = tab === 'train' ? train : tab === 'develop' ? develop : cadre;
  return (
    <QueryState query={query} isEmpty={() => false} skeletonRows={5}>
      {(projects) => <ProjectList projects={projects} onOpen={onOpen} />}
    </QueryState>
  );
}

function Mine({ page, onPage, onOpen }: { page: number; onPage: (p: number) => void; onOpen: (id: number) => void }) {
  const mine = usePageInRange(ActivityApi.useMyActivityQuery({ pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <QueryState query={mine} isEmpty={(d) => d.list.length === 0} emptyText={t.noMine}>
      {(d) => (
        <>
          <Stack as="ul" gap="2" m="0" p="0">
            {d.list.map((a) => (
              <ActivityRow key={a.id} activity={a} onOpen={onOpen} />
            ))}
          </Stack>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}

function CheckIns({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const log = usePageInRange(ActivityApi.useUserQrcodeScanLogQuery({ pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <QueryState query={log} isEmpty={(d) => d.list.length === 0} emptyText={t.noCheckins}>
      {(d) => (
        <>
          <Stack as="ul" gap="2" m="0" p="0">
            {d.list.map((c) => (
              <HStack
                as="li"
                key={c.id}
                listStyleType="none"
                justify="space-between"
                // the time under the place on a phone, beside it on a desktop
                flexDirection={{ base: 'column', md: 'row' }}
                align={{ base: 'flex-start', md: 'center' }}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                data-testid="checkin-row"
              >
                <Stack gap="0">
                  <Text fontWeight="semibold">{c.activityTitle}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t.checkinAt(c.place)}
                  </Text>
                </Stack>
                <Text fontSize="sm">{formatDate(c.scannedAt, 'YYYY-MM-DD HH:mm')}</Text>
              </HStack>
            ))}
          </Stack>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}

/**
 * /index/train-activity: the learner's training projects and their activities (for a cadre, the
 * cadre projects), an activity's detail with sign-up, cancel and leave, the learner's own
 * activities and check-in log. The tab and page live in the address.
 */
export default function TrainActivityPage() {
  const cadre = isCadre(useAppId());
  const tabs: Tab[] = cadre ? ['cadre', 'mine', 'checkins'] : ['train', 'develop', 'mine', 'checkins'];
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : tabs[0];
  const page = usePageParam();
  const [open, setOpen] = useState<number | null>(null);
  const go = (next: Tab, p = 1) => setParams({ ...(next !== tabs[0] ? { tab: next } : {}), ...(p > 1 ? { page: String(p) } : {}) });

  return (
    <PageCard title={t.title} ruled={false}>
      <UnconfirmedNotice />
      <HStack as="nav" aria-label="集中培训分类" gap="2" wrap="wrap" mb="4">
        {tabs.map((key) => (
          <Button
            key={key}
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            variant={key === tab ? 'solid' : 'outline'}
            aria-pressed={key === tab}
            onClick={() => go(key)}
          >
            {t.tabs[key]}
          </Button>
        ))}
      </HStack>
      {tab === 'mine' ? (
        <Mine page={page} onPage={(p) => go('mine', p)} onOpen={setOpen} />
      ) : tab === 'checkins' ? (
        <CheckIns page={page} onPage={(p) => go('checkins', p)} />
      ) : (
        <Projects tab={tab} onOpen={setOpen} />
      )}
      <ActivityDialog activityId={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
