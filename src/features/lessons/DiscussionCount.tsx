import { Text } from '@chakra-ui/react';
import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import type { LessonAudience } from '@/components/lesson/audience';
import { FRESH } from './fresh';

/** "讨论 N 条" beside the lesson's facts, from the audience's group; nothing while loading or when the count failed. */
export function DiscussionCount({ audience, lessonId }: { audience: LessonAudience; lessonId: number }) {
  const learner = LessonApi.useDiscussionCountQuery({ lessonId }, { skip: audience !== 'learner' });
  const cadre = CadreApi.useDiscussCountQuery({ lessonId }, { ...FRESH, skip: audience !== 'cadre' });
  const { data } = audience === 'cadre' ? cadre : learner;
  return data ? <Text data-testid="discussion-count">{`讨论 ${data.count} 条`}</Text> : null;
}
