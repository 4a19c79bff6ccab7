import { storage } from '@/lib/storage';

// What the learner changed on this computer and the server has not confirmed yet, kept in
// localStorage so a reload, a crash or a lost connection loses nothing. One key for every
// attempt: the session's "clear all local storage" on token expiry keeps this key by name
// (sessionListener.ts), so answers typed just before a forced logout survive it too.

export const ANSWER_MIRROR_KEY = 'examAnswers';

/** One question's unconfirmed change: an answer with its sequence, a mark, or both. */
export interface MirrorEntry {
  answer?: string;
  seq?: number;
  marked?: boolean;
}

export type AttemptMirror = Record<string, MirrorEntry>;
type AllMirrors = Record<string, AttemptMirror>;

function readAll(): AllMirrors {
  try {
    const parsed: unknown = JSON.parse(storage.get(ANSWER_MIRROR_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as AllMirrors) : {};
  } catch {
    return {};
  }
}

function writeAll(all: AllMirrors): void {
  try {
    if (Object.keys(all).length === 0) storage.remove(ANSWER_MIRROR_KEY);
    else storage.set(ANSWER_MIRROR_KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused (private mode): the server copy is then the only one; the queue still sends.
  }
}

export interface MirrorPort {
  load(recordId: number): AttemptMirror;
  /** replaces (or, with an empty mirror, removes) one attempt's entries */
  save(recordId: number, mirror: AttemptMirror): void;
}

export const localMirror: MirrorPort = {
  load: (recordId) => readAll()[String(recordId)] ?? {},
  save(recordId, mirror) {
    const all = readAll();
    if (Object.keys(mirror).length === 0) delete all[String(recordId)];
    else all[String(recordId)] = mirror;
    writeAll(all);
  },
};
