import type { LessonItem } from '@contract/lesson';
import type { LessonAudience } from '@/components/lesson/audience';
import { CardGrid } from './CardGrid';
import { LessonCard } from './LessonCard';

/** Lessons as a grid of cards. */
export function LessonGrid({ lessons, audience }: { lessons: readonly LessonItem[]; audience?: LessonAudience }) {
  return (
    <CardGrid>
      {lessons.map((lesson) => (
        <LessonCard key={lesson.id} lesson={lesson} audience={audience} />
      ))}
    </CardGrid>
  );
}
