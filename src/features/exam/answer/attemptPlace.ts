import { storage } from '@/lib/storage';

// Where the learner was in a running attempt, kept on this computer so a reload (or coming back
// through 继续考试) opens the question they were on, and the number of leaves this page last
// knew, so a departure the server counted meanwhile (a reload, the tab closed) is told on return.

export const ATTEMPT_PLACE_KEY = 'examPlace';

export interface AttemptPlace {
  questionId: number;
  leaveCount: number;
  /**
   * the page went away (reload, tab closed) and sent its exit as it went: the server counts one
   * more leave, which may land after the reloaded page has asked for the attempt
   */
  left?: boolean;
}

type AllPlaces = Record<string, AttemptPlace>;

const isPlace = (v: unknown): v is AttemptPlace =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as AttemptPlace).questionId) &&
  Number.isInteger((v as AttemptPlace).leaveCount);

function readAll(): AllPlaces {
  try {
    const parsed: unknown = JSON.parse(storage.get(ATTEMPT_PLACE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as AllPlaces) : {};
  } catch {
    return {};
  }
}

function writeAll(all: AllPlaces): void {
  try {
    if (Object.keys(all).length === 0) storage.remove(ATTEMPT_PLACE_KEY);
    else storage.set(ATTEMPT_PLACE_KEY, JSON.stringify(all));
  } catch {
    // storage refused (private mode, full): a reload then opens the first question, nothing is lost
  }
}

export const attemptPlace = {
  load(recordId: number): AttemptPlace | null {
    const place = readAll()[String(recordId)];
    return isPlace(place) ? place : null;
  },
  save(recordId: number, place: AttemptPlace): void {
    const all = readAll();
    const old = all[String(recordId)];
    if (isPlace(old) && old.questionId === place.questionId && old.leaveCount === place.leaveCount && old.left === place.left) return;
    writeAll({ ...all, [String(recordId)]: place });
  },
  /** the page is going away and told the server so */
  markLeft(recordId: number): void {
    const place = attemptPlace.load(recordId);
    if (place) attemptPlace.save(recordId, { ...place, left: true });
  },
  /**
   * The leaves counted when the page shows the attempt again: the server's, or one more than
   * this page knew when it went away and sent its exit (which may still be on its way).
   */
  leavesOnReturn(place: AttemptPlace | null, serverCount: number): number {
    return place?.left ? Math.max(serverCount, place.leaveCount + 1) : serverCount;
  },
  /** the attempt is closed: nothing to come back to */
  clear(recordId: number): void {
    const all = readAll();
    if (!(String(recordId) in all)) return;
    delete all[String(recordId)];
    writeAll(all);
  },
};
