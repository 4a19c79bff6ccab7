import { storage } from '@/lib/storage';

// The write-up as typed on this computer and not yet confirmed by the server, so a closed tab, a
// crash or a dropped connection loses nothing. One key for all drafts, kept through the session's
// "clear all local storage" like the exam answers (sessionListener.ts); entries are per learner
// and topic so a shared campus PC does not hand one learner's text to the next.

export const WORK_DRAFT_KEY = 'workDrafts';

export interface LocalDraft {
  content: string;
  rev: number;
}

type All = Record<string, LocalDraft>;

const keyOf = (userId: number, topicId: number) => `${userId}:${topicId}`;

function readAll(): All {
  try {
    const parsed: unknown = JSON.parse(storage.get(WORK_DRAFT_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as All) : {};
  } catch {
    return {};
  }
}

function writeAll(all: All): void {
  try {
    if (Object.keys(all).length === 0) storage.remove(WORK_DRAFT_KEY);
    else storage.set(WORK_DRAFT_KEY, JSON.stringify(all));
  } catch {
    // storage full or refused: the server copy is then the only one
  }
}

export const workDraftMirror = {
  load(userId: number, topicId: number): LocalDraft | null {
    const d = readAll()[keyOf(userId, topicId)];
    return d && typeof d.content === 'string' && typeof d.rev === 'number' ? d : null;
  },
  save(userId: number, topicId: number, draft: LocalDraft): void {
    writeAll({ ...readAll(), [keyOf(userId, topicId)]: draft });
  },
  /** forgets the entry once the server holds `rev` or newer */
  confirm(userId: number, topicId: number, rev: number): void {
    const all = readAll();
    const d = all[keyOf(userId, topicId)];
    if (d && d.rev <= rev) {
      delete all[keyOf(userId, topicId)];
      writeAll(all);
    }
  },
};
