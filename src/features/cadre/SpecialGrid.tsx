import { SimpleGrid } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { SpecialCard } from './SpecialCard';
import { FRESH, cadreTexts as t } from './texts';

/** The cadre specials (cadre/specialList) as cards with their progress, paged in the address (?page=). */
export function SpecialGrid({ pageSize }: { pageSize: number }) {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const specials = CadreApi.useSpecialListQuery({ pageNum, pageSize }, FRESH);
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
