import { SimpleGrid } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { SpecialCard } from './SpecialCard';
import { FRESH, cadreTexts as t } from './texts';

/** The cadre specials (cadre/specialList) as cards with their progress, paged in the address (?page=). */
export function SpecialGrid({ pageSize }: { pageSize: number }) {
  const [, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const specials = usePageInRange(CadreApi.useSpecialListQuery({ pageNum, pageSize }, FRESH), pageNum);
  return (
    <QueryState query={specials} isEmpty={(page) => page.list.length === 0} emptyText={t.noSpecials} skeletonRows={4}>
      {(page) => (
        <>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap="4" m="0" p="0">
            {page.list.map((special) => (
              <SpecialCard key={special.id} special={special} />
            ))}
          </SimpleGrid>
          {page.total > page.pageSize ? (
            <Pager page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
          ) : null}
        </>
      )}
    </QueryState>
  );
}
