import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import type { StudySessionState } from '@contract/centerGroup';
import { useSearchParams } from 'react-router-dom';
import { usePageParam } from '@/components/listPage';
import { CheckInLog } from './CheckInLog';
import { ExperienceDialog } from './ExperienceDialog';
import { SessionDialog } from './SessionDialog';
import { SessionList } from './SessionList';
import { centerGroupTexts as t } from './texts';

type View = 'sessions' | 'checkins';
type Filter = 'all' | StudySessionState;
const VIEWS: View[] = ['sessions', 'checkins'];
const FILTERS: Filter[] = ['all', 'upcoming', 'ongoing', 'ended'];

/**
 * The 中心组学习 tab of 组织活动 (cadres only): the sessions of the cadre's 理论学习中心组 with their
 * detail, leave and 学习体会, and the check-in log. The view, filter and page live in the address
 * next to the page's own `tab`.
 */
export function CenterGroupTab() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'checkins' ? 'checkins' : 'sessions';
  const asked = params.get('state') as Filter | null;
  const filter: Filter = asked && FILTERS.includes(asked) ? asked : 'all';
  const page = usePageParam();
  const [open, setOpen] = useState<number | null>(null);
  const [writing, setWriting] = useState<number | null>(null);
  const go = (next: { view?: View; state?: Filter; page?: number }) => {
    const nextView = next.view ?? view;
    const nextFilter = next.state ?? (next.view ? 'all' : filter);
    setParams((prev) => {
      const out = new URLSearchParams();
      const tab = prev.get('tab');
      if (tab) out.set('tab', tab);
      if (nextView !== 'sessions') out.set('view', nextView);
      if (nextView === 'sessions' && nextFilter !== 'all') out.set('state', nextFilter);
      if ((next.page ?? 1) > 1) out.set('page', String(next.page));
      return out;
    });
  };
  const experience = (id: number) => {
    setOpen(null);
    setWriting(id);
  };

  return (
    <>
      <HStack gap="1" mb="3" wrap="wrap" justify="space-between">
        <HStack gap="1" role="group" aria-label={t.viewsLabel}>
          {VIEWS.map((v) => (
            <Button
              key={v}
              size="xs"
              minH={{ base: '44px', md: 'auto' }}
              variant={v === view ? 'subtle' : 'ghost'}
              colorPalette="brand"
              aria-pressed={v === view}
              onClick={() => go({ view: v })}
            >
              {t.views[v]}
            </Button>
          ))}
        </HStack>
        {view === 'sessions' ? (
          <HStack gap="1" role="group" aria-label={t.filtersLabel}>
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
        ) : null}
      </HStack>
      {view === 'sessions' ? (
        <SessionList state={filter} page={page} onPage={(p) => go({ page: p })} onOpen={setOpen} onExperience={experience} />
      ) : (
        <CheckInLog page={page} onPage={(p) => go({ page: p })} />
      )}
      <SessionDialog sessionId={open} onClose={() => setOpen(null)} onExperience={experience} />
      <ExperienceDialog sessionId={writing} onClose={() => setWriting(null)} />
    </>
  );
}
