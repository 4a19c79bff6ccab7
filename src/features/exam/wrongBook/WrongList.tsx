import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { WrongQuestionCard } from './WrongQuestionCard';
import { wrongTexts as t } from './texts';

const PAGE_SIZE = 5;

/** One category's wrong questions (or all), paged. */
export function WrongList({ categoryId }: { categoryId?: number }) {
  const [page, setPage] = useState(1);
  const query = UserApi.useWrongQuestionsQuery({ pageNum: page, pageSize: PAGE_SIZE, ...(categoryId ? { categoryId } : {}) });
  return (
    <QueryState query={query} isEmpty={(data) => data.total === 0} emptyText={t.noWrongInCategory} skeletonRows={6}>
      {(data) => (
        <>
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {data.list.map((question) => (
              <WrongQuestionCard key={question.questionId} question={question} />
            ))}
          </Stack>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
