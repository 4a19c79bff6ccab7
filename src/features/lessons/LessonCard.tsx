import type { ReactNode } from 'react';
import { Badge, Box, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import type { LessonItem } from '@contract/lesson';
import { paths } from '@/lib/paths';
import { CardLink } from '@/components/CardLink';
import { progressOf } from '@/components/lesson/progress';
import { planKindOf } from './planKind';
import { StatusBadge } from './StatusBadge';
import { lessonTexts as t } from './texts';

/** One lesson in a tag's list: cover, title, teacher, the learner's state and percent; `footer` below the link. */
export function LessonCard({ lesson, footer }: { lesson: LessonItem; footer?: ReactNode }) {
  const { percent } = progressOf(lesson.credited, lesson.duration);
  const kind = planKindOf(lesson);
  const badgePalette = kind === 'required' ? 'brand' : 'blue';
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" _hover={{ boxShadow: 'md' }}>
      <CardLink to={paths.lesson(lesson.tagId, lesson.id)} label={lesson.title}>
        <Image src={lesson.coverUrl} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" bg="gray.100" />
        <Stack gap="1.5" p="3">
          <HStack gap="2">
            {kind !== null ? (
              <Badge colorPalette={badgePalette} variant="outline" flexShrink={0}>
                {kind === 'required' ? t.required : t.elective}
              </Badge>
            ) : null}
            <Text fontWeight="semibold" truncate title={lesson.title}>
              {lesson.title}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate>
            {t.teacher}
            {lesson.teacher}
            {' · '}
            {t.videoCount(lesson.videoCount)}
          </Text>
          <HStack justify="space-between">
            <StatusBadge status={lesson.status} />
            <Text fontSize="sm" color="fg.muted">
              {percent}%
            </Text>
          </HStack>
          <Progress.Root value={percent} size="xs" colorPalette="brand" aria-label={`${t.progress} ${percent}%`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </CardLink>
      {/* outside the link: actions on the lesson (e.g. 选课) */}
      {footer}
    </Box>
  );
}
