import type { LessonItem, PlanKind } from '@contract/lesson';

/** What the lesson is for this learner (the server's planKind), or, where a list does not say, its own flag. */
export const planKindOf = (lesson: LessonItem): PlanKind =>
  lesson.planKind !== undefined ? lesson.planKind : lesson.required ? 'required' : 'elective';
