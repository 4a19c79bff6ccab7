import { Text } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';

/** "讨论 N 条" beside the lesson's facts; nothing while loading or when the count failed. */
export function DiscussionCount({ lessonId }: { lessonId: number }) {
  const { data } = LessonApi.useDiscussionCountQuery({ lessonId });
  return data ? <Text data-testid="discussion-count">{`讨论 ${data.count} 条`}</Text> : null;
}
