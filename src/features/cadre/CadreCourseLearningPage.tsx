import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { CadreIndexApi } from '@/api/cadreIndex';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { CadreTagNav } from './CadreTagNav';
import { CadreCard } from './parts';
import { SpecialCard } from './SpecialCard';
import { FRESH, cadreTexts as t } from './texts';

const PAGE_SIZE = 8;

/** 课程学习 for a cadre: the cadre lesson tags, and the specials (paged in the address). */
export default function CadreCourseLearningPage() {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const tags = CadreIndexApi.useLessonTagListQuery();
  const specials = CadreApi.useSpecialListQuery({ pageNum, pageSize: PAGE_SIZE }, FRESH);
  return (
    <Stack gap="5">
      <CadreCard title={t.title}>
        <QueryState query={tags} emptyText={t.noTags} skeletonRows={2}>
          {(list) => <CadreTagNav tags={list} />}
        </QueryState>
      </CadreCard>
      <CadreCard title={t.specials} as="h2">
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
      </CadreCard>
    </Stack>
  );
}
