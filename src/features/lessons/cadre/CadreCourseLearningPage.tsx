import { Stack } from '@chakra-ui/react';
import { CadreIndexApi } from '@/api/cadreIndex';
import { QueryState } from '@/components/ListStates';
import { TagNav } from '@/components/lesson/TagNav';
import { PageCard } from '../PageCard';
import { SpecialGrid } from './SpecialGrid';
import { cadreTexts as t } from './texts';

const PAGE_SIZE = 8;

/** 课程学习 for a cadre: the cadre lesson tags, and the specials (paged in the address). */
export default function CadreCourseLearningPage() {
  const tags = CadreIndexApi.useLessonTagListQuery();
  return (
    <Stack gap="5">
      <PageCard title={t.title}>
        <QueryState query={tags} emptyText={t.noTags} skeletonRows={2}>
          {(list) => <TagNav label={t.tagsLabel} tags={list} />}
        </QueryState>
      </PageCard>
      <PageCard title={t.specials} as="h2">
        <SpecialGrid pageSize={PAGE_SIZE} />
      </PageCard>
    </Stack>
  );
}
