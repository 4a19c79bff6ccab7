import { SimpleGrid } from '@chakra-ui/react';
import { LessonHandouts } from './LessonHandouts';
import { LessonReadings } from '@/components/lesson/LessonReadings';

/** Handouts and extended readings, side by side under a lesson's chapters. */
export function LessonMaterials({ tagId, lessonId }: { tagId: number; lessonId: number }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      <LessonHandouts lessonId={lessonId} />
      <LessonReadings audience="learner" tagId={tagId} lessonId={lessonId} />
    </SimpleGrid>
  );
}
