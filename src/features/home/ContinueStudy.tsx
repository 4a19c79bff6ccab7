import { Box, Skeleton, Text } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';
import { errorMessage } from '@/api/errors';
import { ContinueLearning } from '@/components/lesson/ContinueLearning';
import { homeTexts as t } from './texts';

/** The learner card's 继续学习: the last video played and where it was left. Fresh on each visit. */
export function ContinueStudy() {
  const { data, error, isLoading } = LessonApi.useCenterQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Box as="section" aria-label={t.continueLearning} borderTopWidth="1px" pt="3">
      <Text fontSize="sm" fontWeight="bold" mb="2">
        {t.continueLearning}
      </Text>
      {isLoading ? (
        <Skeleton height="48px" />
      ) : data ? (
        <ContinueLearning video={data.continue} requiredCount={data.summary.requiredCount} />
      ) : (
        <Text fontSize="sm" color="fg.error">
          {errorMessage(error)}
        </Text>
      )}
    </Box>
  );
}
