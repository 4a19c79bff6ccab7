import { CmsApi } from '@/api/cms';
import { QueryState } from '@/components/ListStates';
import { TitleList } from './TitleList';
import { TitleRow } from './TitleRow';
import { SectionCard } from './SectionCard';
import { homeTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { HOME_NOTICES_ARGS } from './landingData';

export function TopNotices() {
  const query = CmsApi.useNoticesQuery(HOME_NOTICES_ARGS);
  return (
    <SectionCard title={t.notices} more={paths.notices()}>
      <QueryState query={query} emptyText={t.noNotices} skeletonRows={6}>
        {(notices) => (
          <TitleList>
            {notices.map((n) => (
              <TitleRow key={n.id} to={paths.noticeDetail(n.id)} title={n.title} publishedAt={n.publishedAt} pinned={n.isTop} />
            ))}
          </TitleList>
        )}
      </QueryState>
    </SectionCard>
  );
}
