import { storage } from '@/lib/storage';

// Text typed on this computer and not yet confirmed by the server (write-ups, development
// documents, and the forms sent in one go: 补学, 实践记录, 党务研讨 posts, see useFormDraft), so a
// closed tab, a crash, a dropped connection or an expired login loses nothing. One storage key for
// all drafts, kept through the session's "clear all local storage" like the exam answers
// (sessionListener.ts); entries are keyed per learner and document, so a shared campus PC does
// not hand one learner's text to the next.

export const DRAFT_MIRROR_KEY = 'workDrafts';

export interface LocalDraft {
  content: string;
  rev: number;
}

type All = Record<string, LocalDraft>;

function readAll(): All {
  try {
    const parsed: unknown = JSON.parse(storage.get(DRAFT_MIRROR_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as All) : {};
  } catch {
    return {};
  }
}

function writeAll(all: All): void {
  try {
    if (Object.keys(all).length === 0) storage.remove(DRAFT_MIRROR_KEY);
    else storage.set(DRAFT_MIRROR_KEY, JSON.stringify(all));
  } catch {
    // storage full or refused: the server copy is then the only one
  }
}

export const draftMirror = {
  load(key: string): LocalDraft | null {
    const d = readAll()[key];
    return d && typeof d.content === 'string' && typeof d.rev === 'number' ? d : null;
  },
  save(key: string, draft: LocalDraft): void {
    writeAll({ ...readAll(), [key]: draft });
  },
  /** forgets the entry once the server holds `rev` or newer */
  confirm(key: string, rev: number): void {
    const all = readAll();
    const d = all[key];
    if (d && d.rev <= rev) {
      delete all[key];
      writeAll(all);
    }
  },
  /** forgets the entry whatever its rev (the text was put back as the server has it) */
  forget(key: string): void {
    const all = readAll();
    if (!(key in all)) return;
    delete all[key];
    writeAll(all);
  },
};
