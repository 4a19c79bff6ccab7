import type { ReactNode } from 'react';
import { Badge, Text } from '@chakra-ui/react';
import type { LessonItem } from '@contract/lesson';
import { paths } from '@/lib/paths';
import type { LessonAudience } from '@/components/lesson/audience';
import { progressOf } from '@/components/lesson/progress';
import { planKindOf } from './planKind';
import { ProgressCard } from './ProgressCard';
import { lessonTexts as t } from './texts';

/**
 * One lesson in a list: cover, title, teacher, the reader's state and percent; `footer` below the
 * link (actions on the lesson, e.g. 选课). Only a learner's has a 必修/选修 badge (the learner's
 * plan; a cadre lesson is in none).
 */
export function LessonCard({
  lesson,
  footer,
  audience = 'learner',
}: {
  lesson: LessonItem;
  footer?: ReactNode;
  audience?: LessonAudience;
}) {
  const { percent } = progressOf(lesson.credited, lesson.duration);
  const kind = audience === 'learner' ? planKindOf(lesson) : null;
  const badge =
    kind !== null ? (
      <Badge colorPalette={kind === 'required' ? 'brand' : 'blue'} variant="outline" flexShrink={0}>
        {kind === 'required' ? t.required : t.elective}
      </Badge>
    ) : null;
  return (
    <ProgressCard
      to={paths.lesson(lesson.tagId, lesson.id)}
      title={lesson.title}
      coverUrl={lesson.coverUrl}
      status={lesson.status}
      percent={percent}
      badge={badge}
      footer={footer}
    >
      <Text fontSize="sm" color="fg.muted" truncate>
        {t.teacher}
        {lesson.teacher}
        {' · '}
        {t.videoCount(lesson.videoCount)}
      </Text>
    </ProgressCard>
  );
}
