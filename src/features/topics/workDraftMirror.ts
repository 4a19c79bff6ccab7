import { DRAFT_MIRROR_KEY, draftMirror, type LocalDraft } from '@/components/draft/draftMirror';

// The write-up's entry in the shared draft mirror (src/components/draft), per learner and topic.

export const WORK_DRAFT_KEY = DRAFT_MIRROR_KEY;
export type { LocalDraft };

const keyOf = (userId: number, topicId: number) => `${userId}:${topicId}`;

export const workDraftMirror = {
  load: (userId: number, topicId: number): LocalDraft | null => draftMirror.load(keyOf(userId, topicId)),
  save: (userId: number, topicId: number, draft: LocalDraft): void => draftMirror.save(keyOf(userId, topicId), draft),
  confirm: (userId: number, topicId: number, rev: number): void => draftMirror.confirm(keyOf(userId, topicId), rev),
};
