import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import type { OrgActState } from '@contract/orgAct';
import { useSearchParams } from 'react-router-dom';
import { PageCard } from '@/components/PageCard';
import { UnconfirmedNotice } from '@/components/session/UnconfirmedNotice';
import { usePageParam } from '@/components/listPage';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { ActDialog } from './ActDialog';
import { ActList } from './ActList';
import { CenterGroupTab } from './centerGroup/CenterGroupTab';
import { MendTab } from './partyIndex/MendTab';
import { PartyActTab } from './partyIndex/PartyActTab';
import { VoteDialog, type VoteView } from './VoteDialog';
import { VoteList } from './VoteList';
import { orgActTexts as t } from './texts';

type Tab = 'acts' | 'votes' | 'party' | 'bases' | 'mends' | 'centerGroup';
type Filter = 'all' | OrgActState;
const TABS: Tab[] = ['acts', 'votes', 'party', 'bases', 'mends'];
/** tabs with the state filter in the address (党委活动 and 教育基地 keep it like 组织生活) */
const FILTERED: Tab[] = ['acts', 'party', 'bases'];
const FILTERS: Filter[] = ['all', 'upcoming', 'ongoing', 'ended'];

/**
 * /personal-space/workbenches/activity: the learner's organisation life (三会一课, 主题党日) with
 * attendance and leave, and the branch's votes with the ballot and the results; the college and
 * school committees' activities (党委活动), education-base visits (教育基地) and the learner's
 * make-up records (补学记录, partyIndex group). The tab, filter
 * and page live in the address.
 */
export default function OrgActivitiesPage() {
  const [params, setParams] = useSearchParams();
  // 中心组学习 (理论学习中心组) is a cadre's (appId 5) tab only
  const cadre = isCadre(useAppId());
  const tabs: Tab[] = cadre ? [...TABS, 'centerGroup'] : TABS;
  const tab: Tab = cadre && params.get('tab') === 'centerGroup' ? 'centerGroup' : (TABS.find((k) => k === params.get('tab')) ?? 'acts');
  const askedFilter = params.get('state') as Filter | null;
  const filter: Filter = askedFilter && FILTERS.includes(askedFilter) ? askedFilter : 'all';
  const page = usePageParam();
  const [act, setAct] = useState<number | null>(null);
  const [vote, setVote] = useState<{ id: number; view: VoteView } | null>(null);
  const go = (next: { tab?: Tab; state?: Filter; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const nextFilter = next.state ?? (next.tab ? 'all' : filter);
    setParams({
      ...(nextTab !== 'acts' ? { tab: nextTab } : {}),
      ...(FILTERED.includes(nextTab) && nextFilter !== 'all' ? { state: nextFilter } : {}),
      ...((next.page ?? 1) > 1 ? { page: String(next.page) } : {}),
    });
  };

  return (
    <PageCard title={t.title} ruled={false}>
      <UnconfirmedNotice />
      <HStack as="nav" aria-label={t.tabsLabel} gap="2" wrap="wrap" mb="4">
        {tabs.map((key) => (
          <Button
            key={key}
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            variant={key === tab ? 'solid' : 'outline'}
            aria-pressed={key === tab}
            onClick={() => go({ tab: key })}
          >
            {t.tabs[key]}
          </Button>
        ))}
      </HStack>
      {tab === 'centerGroup' ? (
        <CenterGroupTab />
      ) : tab === 'party' || tab === 'bases' ? (
        <PartyActTab
          kind={tab === 'party' ? 'party' : 'base'}
          filter={filter}
          page={page}
          onFilter={(f) => go({ state: f })}
          onPage={(p) => go({ page: p })}
        />
      ) : tab === 'mends' ? (
        <MendTab page={page} onPage={(p) => go({ page: p })} />
      ) : tab === 'acts' ? (
        <>
          <HStack gap="1" mb="3" wrap="wrap" role="group" aria-label="活动状态">
            {FILTERS.map((f) => (
              <Button
                key={f}
                size="xs"
                minH={{ base: '44px', md: 'auto' }}
                variant={f === filter ? 'subtle' : 'ghost'}
                aria-pressed={f === filter}
                onClick={() => go({ state: f })}
              >
                {t.filters[f]}
              </Button>
            ))}
          </HStack>
          <ActList state={filter} page={page} onPage={(p) => go({ page: p })} onOpen={setAct} />
        </>
      ) : (
        <VoteList page={page} onPage={(p) => go({ page: p })} onOpen={(id, view) => setVote({ id, view })} />
      )}
      <ActDialog actId={act} onClose={() => setAct(null)} />
      <VoteDialog
        voteId={vote?.id ?? null}
        view={vote?.view ?? 'ballot'}
        onView={(view) => setVote((v) => (v ? { ...v, view } : v))}
        onClose={() => setVote(null)}
      />
    </PageCard>
  );
}
