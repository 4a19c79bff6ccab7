import { useSearchParams } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { CardGrid } from '../CardGrid';
import { SpecialCard } from './SpecialCard';
import { FRESH } from '../fresh';
import { cadreTexts as t } from './texts';

/** The cadre specials (cadre/specialList) as cards with their progress, paged in the address (?page=). */
export function SpecialGrid({ pageSize }: { pageSize: number }) {
  const [, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const specials = usePageInRange(CadreApi.useSpecialListQuery({ pageNum, pageSize }, FRESH), pageNum);
  return (
    <QueryState query={specials} isEmpty={(page) => page.list.length === 0} emptyText={t.noSpecials} skeletonRows={4}>
      {(page) => (
        <>
          <CardGrid>
            {page.list.map((special) => (
              <SpecialCard key={special.id} special={special} />
            ))}
          </CardGrid>
          {page.total > page.pageSize ? (
            <Pager
              page={page.pageNum}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}
