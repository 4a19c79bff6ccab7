import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { LessonItem } from '@contract/lesson';
import { CardLink } from '@/components/CardLink';
import { progressOf } from '@/components/lesson/progress';
import { paths } from '@/lib/paths';
import { ProgressBar, StatusBadge } from './parts';
import { cadreTexts as t } from './texts';

/** One cadre lesson in a tag's list: cover, title, teacher, chapters and the cadre's progress. */
export function CadreLessonCard({ lesson }: { lesson: LessonItem }) {
  const { percent } = progressOf(lesson.credited, lesson.duration);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" _hover={{ boxShadow: 'md' }}>
      <CardLink to={paths.lesson(lesson.tagId, lesson.id)} label={lesson.title}>
        <Image src={lesson.coverUrl} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" bg="gray.100" />
        <Stack gap="1.5" p="3">
          <Text fontWeight="semibold" truncate title={lesson.title}>
            {lesson.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {t.teacher}
            {lesson.teacher} · {t.chapterCount(lesson.videoCount)}
          </Text>
          <HStack justify="space-between">
            <StatusBadge status={lesson.status} />
            <Text fontSize="sm" color="fg.muted">
              {percent}%
            </Text>
          </HStack>
          <ProgressBar percent={percent} />
        </Stack>
      </CardLink>
    </Box>
  );
}
