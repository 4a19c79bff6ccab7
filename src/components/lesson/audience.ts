/**
 * Whose version of a lesson screen: a learner's course (the lesson group) or a cadre lesson (the
 * cadre group, which serves cadre lessons only).
 */
export type LessonAudience = 'learner' | 'cadre';
