import type { StageLessonItem } from '@contract/lessonStage';
import type { TagNavTag } from '@/components/lesson/TagNav';

/** The tags the electives fall under, in their order, with how many each has. */
export function tagsOf(lessons: StageLessonItem[]): TagNavTag[] {
  const tags: TagNavTag[] = [];
  for (const l of lessons) {
    const tag = tags.find((x) => x.id === l.tagId);
    if (tag) tag.lessonCount += 1;
    else tags.push({ id: l.tagId, name: l.tagName, lessonCount: 1 });
  }
  return tags;
}
