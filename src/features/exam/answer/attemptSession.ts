import type { ExamOverRefusal, Graded, LeaveResult, SaveResult, StartedExam } from '@contract/exam';
import type { AttemptMirror, MirrorPort } from './answerMirror';
import { answerTexts, startTexts } from './texts';

// The running attempt in the browser, free of React and of the network: every change is
// mirrored locally at once, then sent (debounced) with a per-question sequence; a failed send is
// retried with backoff until the server confirms, and a confirmed sequence leaves the mirror.
// The countdown runs on the offset between the server's clock and this computer's, so a wrong
// PC clock changes nothing. The server decides when the attempt ends and grades it; this only
// keeps what the learner did safe and tells them where they stand.

/** The exam endpoints; a rejection carries the ApiError (`kind`, `code`, `message`, a refusal's `data`). */
export interface AttemptPort {
  save(body: { recordId: number; questionId: number; answer: string; seq: number }): Promise<SaveResult>;
  mark(body: { recordId: number; questionId: number; marked: boolean }): Promise<unknown>;
  endTime(recordId: number): Promise<{ endTime: string; serverTime: string }>;
  leave(recordId: number): Promise<LeaveResult>;
  submit(recordId: number): Promise<Graded>;
}

/** 'late': the attempt closed (time up) before the server confirmed it; nothing sends it any more */
export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'error' | 'late';

/**
 * Why sends fail while the queue retries: no answer came back (no connection, timeout), or the
 * server answered with an error of its own (5xx) while the network works.
 */
export type Outage = 'network' | 'server';

export interface QuestionProgress {
  answer: string;
  /** the sequence of the answer shown */
  seq: number;
  /** the highest sequence the server confirmed */
  savedSeq: number;
  marked: boolean;
  markSaved: boolean;
  /** a refusal of the server for this question (bad format), shown beside it */
  error: string | null;
}

export interface AttemptState {
  progress: Record<number, QuestionProgress>;
  /** questions with a send in flight */
  sending: number[];
  /** the last send failed, and why (null: sending works); the queue retries either way */
  outage: Outage | null;
  /**
   * answers this computer kept that the server did not have when the attempt was (re)opened,
   * being sent now; 0 once they reached the server and the notice was shown a moment
   */
  restored: number;
  leaveCount: number;
  maxLeaves: number;
  /** the server said the time is over; the grade is being fetched */
  timeUp: boolean;
  submitting: boolean;
  grade: Graded | null;
  /** why submitting failed (kept answers, try again) */
  submitError: string | null;
}

export interface SessionOptions {
  started: StartedExam;
  port: AttemptPort;
  mirror: MirrorPort;
  onChange?: (state: AttemptState) => void;
  /** this computer's clock (tests move it) */
  now?: () => number;
}

/** how long typing may pause before a blank is sent; a click on an option goes at once */
export const TYPING_DEBOUNCE_MS = 600;
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];
/** the countdown checks the server's clock again this often */
export const RESYNC_MS = 60_000;
/** in the last seconds nothing waits for the typing pause: the end would refuse it */
export const LAST_CALL_MS = 3000;
/** before submitting, how long pending saves may take */
export const FLUSH_WAIT_MS = 8000;

/** the notice of answers restored from this computer stays at least this long */
export const RESTORED_NOTICE_MS = 3000;

/** the `reason` of the server's refusal 考试已结束 (the attempt is closed or its time is up) */
const EXAM_OVER: ExamOverRefusal['reason'] = 'examOver';

interface Failure {
  kind: string;
  code: number | null;
  message: string;
  /** the `reason` in a refusal's data, null when it has none */
  reason: string | null;
}
const failureOf = (error: unknown): Failure => {
  const e = error as { kind?: unknown; code?: unknown; message?: unknown; data?: { reason?: unknown } | null } | null;
  const reason = e?.data?.reason;
  return {
    kind: typeof e?.kind === 'string' ? e.kind : 'unknown',
    code: typeof e?.code === 'number' ? e.code : null,
    message: typeof e?.message === 'string' ? e.message : '',
    reason: typeof reason === 'string' ? reason : null,
  };
};
/** worth sending again: no answer came back (network, timeout) or the server failed (5xx) */
const isTransient = (f: Failure) =>
  f.kind === 'network' || f.kind === 'timeout' || f.kind === 'unknown' || (f.kind === 'http' && (f.code ?? 0) >= 500);
const isOver = (f: Failure) => f.kind === 'code' && f.reason === EXAM_OVER;
/** an HTTP status is the server answering (5xx); anything else transient is the connection */
const outageOf = (f: Failure): Outage => (f.kind === 'http' ? 'server' : 'network');

export function answeredOf(p: QuestionProgress | undefined): boolean {
  return Boolean(p && p.answer.trim() !== '');
}

export function statusOf(state: AttemptState, questionId: number): SaveStatus {
  const p = state.progress[questionId];
  if (!p) return 'saved';
  if (p.error) return 'error';
  if (state.sending.includes(questionId)) return 'saving';
  if (p.seq <= p.savedSeq && p.markSaved) return 'saved';
  // once the time is up nothing is sent again: "will retry" would be a promise not kept
  return state.timeUp || state.grade ? 'late' : 'unsaved';
}

/**
 * The questions whose answer on screen the server does not hold (not confirmed, none in flight):
 * once the attempt is closed these were not scored.
 */
export function unsentQuestions(state: AttemptState): number[] {
  return Object.entries(state.progress)
    .filter(([id, p]) => p.seq > p.savedSeq && !state.sending.includes(Number(id)))
    .map(([id]) => Number(id));
}

export function createAttemptSession({ started, port, mirror, onChange, now = () => Date.now() }: SessionOptions) {
  const recordId = started.recordId;
  const known = new Set(started.questions.map((q) => q.id));
  let offsetMs = Date.parse(started.serverTime) - now();
  let endMs = Date.parse(started.endTime);
  let disposed = false;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryStep = 0;
  const inFlight = new Set<number>();
  const waiters: Array<() => void> = [];
  const { progress, restored } = initialProgress(started, mirror.load(recordId), known);
  let restoredTimer: ReturnType<typeof setTimeout> | null = null;
  let restoredNoticeShown = false;

  let state: AttemptState = {
    progress,
    sending: [],
    outage: null,
    restored: Object.keys(restored).length,
    leaveCount: started.leaveCount,
    maxLeaves: started.maxLeaves,
    timeUp: false,
    submitting: false,
    grade: null,
    submitError: null,
  };

  const set = (patch: Partial<AttemptState>) => {
    state = { ...state, ...patch };
    onChange?.(state);
  };
  const setProgress = (questionId: number, patch: Partial<QuestionProgress>) => {
    const current = state.progress[questionId] ?? blank();
    set({ progress: { ...state.progress, [questionId]: { ...current, ...patch } } });
  };

  /** the mirror holds exactly what the server has not confirmed */
  const writeMirror = () => {
    // closed: the server holds the final answers, nothing of this attempt is kept to send
    if (state.grade) return;
    const entries: AttemptMirror = {};
    for (const [id, p] of Object.entries(state.progress)) {
      const entry: AttemptMirror[string] = {};
      if (p.seq > p.savedSeq && !p.error) Object.assign(entry, { answer: p.answer, seq: p.seq });
      if (!p.markSaved) entry.marked = p.marked;
      if (Object.keys(entry).length > 0) entries[id] = entry;
    }
    mirror.save(recordId, entries);
  };

  const pending = () =>
    Object.entries(state.progress)
      .filter(([, p]) => (p.seq > p.savedSeq || !p.markSaved) && !p.error)
      .map(([id]) => Number(id));
  const settle = () => {
    if (pending().length === 0 && inFlight.size === 0) waiters.splice(0).forEach((resolve) => resolve());
    settleRestored();
  };
  /** the restored answers reached the server (or were refused) and the notice was up long enough */
  const settleRestored = () => {
    if (state.restored === 0 || !restoredNoticeShown) return;
    const waiting = Object.entries(restored).some(([id, seq]) => {
      const p = state.progress[Number(id)];
      return p.savedSeq < seq && !p.error;
    });
    if (!waiting) set({ restored: 0 });
  };

  const scheduleRetry = () => {
    if (retryTimer || disposed) return;
    const wait = RETRY_MS[Math.min(retryStep, RETRY_MS.length - 1)];
    retryStep += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      flushAll();
    }, wait);
  };

  const onTransient = (f: Failure) => {
    const outage = outageOf(f);
    if (state.outage !== outage) set({ outage });
    scheduleRetry();
  };
  const onBackOnline = () => {
    retryStep = 0;
    if (state.outage) set({ outage: null });
  };

  async function send(questionId: number): Promise<void> {
    if (disposed || state.grade || state.timeUp || inFlight.has(questionId)) return;
    const p = state.progress[questionId];
    if (!p || p.error) return;
    const answerDue = p.seq > p.savedSeq;
    if (!answerDue && p.markSaved) return;
    inFlight.add(questionId);
    set({ sending: [...inFlight] });
    try {
      if (answerDue) {
        const sent = { answer: p.answer, seq: p.seq };
        const result = await port.save({ recordId, questionId, ...sent });
        const current = state.progress[questionId];
        if (result.seq <= sent.seq) setProgress(questionId, { savedSeq: Math.max(current.savedSeq, sent.seq) });
        // Another window of this attempt stored a newer answer: what this screen shows goes
        // again above it, so the server ends up holding what the learner sees.
        else setProgress(questionId, { savedSeq: result.seq, seq: Math.max(current.seq, result.seq + 1) });
      } else {
        const marked = p.marked;
        await port.mark({ recordId, questionId, marked });
        if (state.progress[questionId].marked === marked) setProgress(questionId, { markSaved: true });
      }
      onBackOnline();
    } catch (error) {
      const f = failureOf(error);
      if (isOver(f)) {
        void finish(true);
      } else if (isTransient(f)) {
        onTransient(f);
      } else if (f.kind !== 'aborted') {
        // a refusal that sending again cannot change: shown beside the question, the answer stays on screen
        setProgress(questionId, { error: f.message || startTexts.ended });
      }
    } finally {
      inFlight.delete(questionId);
      set({ sending: [...inFlight] });
      writeMirror();
      const after = state.progress[questionId];
      if (!state.outage && after && !after.error && (after.seq > after.savedSeq || !after.markSaved)) void send(questionId);
      settle();
    }
  }

  function flushAll() {
    for (const [id, timer] of timers) {
      clearTimeout(timer);
      timers.delete(id);
    }
    for (const id of pending()) void send(id);
  }

  function schedule(questionId: number, delayMs: number) {
    const old = timers.get(questionId);
    if (old) clearTimeout(old);
    if (delayMs <= 0) {
      timers.delete(questionId);
      void send(questionId);
      return;
    }
    timers.set(
      questionId,
      setTimeout(() => {
        timers.delete(questionId);
        void send(questionId);
      }, delayMs),
    );
  }

  const closedOrDone = () => disposed || state.grade !== null || state.timeUp;

  /**
   * The learner changed an answer: mirrored now, sent after `delayMs` (0 for a click). `next`
   * may be a function of the answer held now (clicks faster than a render: multiple choice).
   */
  function setAnswer(questionId: number, next: string | ((held: string) => string), delayMs = 0) {
    if (closedOrDone() || !known.has(questionId)) return;
    const p = state.progress[questionId] ?? blank();
    const answer = typeof next === 'function' ? next(p.answer) : next;
    if (p.answer === answer && !p.error) return;
    setProgress(questionId, { answer, seq: p.seq + 1, error: null });
    writeMirror();
    if (state.outage) scheduleRetry();
    else schedule(questionId, delayMs);
  }

  function toggleMark(questionId: number) {
    if (closedOrDone() || !known.has(questionId)) return;
    const p = state.progress[questionId] ?? blank();
    setProgress(questionId, { marked: !p.marked, markSaved: false });
    writeMirror();
    if (state.outage) scheduleRetry();
    else schedule(questionId, 0);
  }

  /** milliseconds left by the server's clock */
  const remainingMs = () => Math.max(0, endMs - (now() + offsetMs));

  /** The page's one-second beat: in the last seconds every waiting answer goes at once; at zero the attempt closes. */
  function tick(): number {
    const left = remainingMs();
    if (left <= 0) void finish(true);
    else if (left <= LAST_CALL_MS && timers.size > 0) flushAll();
    return left;
  }

  async function resync(): Promise<void> {
    try {
      const sentAt = now();
      const t = await port.endTime(recordId);
      // half the round trip is the best guess of when the server read its clock
      offsetMs = Date.parse(t.serverTime) - (sentAt + now()) / 2;
      endMs = Date.parse(t.endTime);
      onBackOnline();
      flushAll();
    } catch (error) {
      const f = failureOf(error);
      if (isOver(f) || (f.kind === 'code' && f.code === 10002)) void finish(true);
      else if (isTransient(f)) onTransient(f);
    }
  }

  /** waits until nothing is pending or `ms` pass; answers whether everything is confirmed */
  function flushed(ms: number): Promise<boolean> {
    flushAll();
    if (pending().length === 0 && inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /**
   * Closes the attempt: the learner's submit, or the end of time (`timeUp`, the server closes it
   * with what it has and answers the grade). Idempotent on the server, so a retry is safe.
   */
  async function finish(timeUp = false): Promise<Graded | null> {
    if (state.grade) return state.grade;
    if (state.submitting) return null;
    set({ submitting: true, submitError: null, timeUp: state.timeUp || timeUp });
    if (!timeUp) {
      const allSaved = await flushed(FLUSH_WAIT_MS);
      if (!allSaved) {
        set({ submitting: false, submitError: answerTexts.notAllSaved(state.outage === 'server') });
        return null;
      }
    }
    try {
      const grade = await port.submit(recordId);
      finishWith(grade);
      return grade;
    } catch (error) {
      const f = failureOf(error);
      set({ submitting: false, submitError: f.message || answerTexts.submitFailed });
      if (isTransient(f)) onTransient(f);
      return null;
    }
  }

  function finishWith(grade: Graded) {
    clearTimers();
    // the server holds the final answers now; nothing of this attempt is left to send
    mirror.save(recordId, {});
    set({ grade, submitting: false, submitError: null });
  }

  /** the page was hidden: counted by the server; one leave too many closes the attempt */
  async function leave(): Promise<LeaveResult | null> {
    if (closedOrDone()) return null;
    try {
      const result = await port.leave(recordId);
      set({ leaveCount: result.leaveCount, maxLeaves: result.maxLeaves });
      if (result.closed && result.grade) finishWith(result.grade);
      return result;
    } catch (error) {
      const f = failureOf(error);
      if (isOver(f)) void finish(true);
      return null;
    }
  }

  function clearTimers() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (restoredTimer) clearTimeout(restoredTimer);
    restoredTimer = null;
  }

  return {
    getState: () => state,
    setAnswer,
    toggleMark,
    remainingMs,
    tick,
    resync,
    finish,
    leave,
    /** the browser says it is online again: send what is waiting now */
    retryNow() {
      retryStep = 0;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      flushAll();
    },
    /** (re)starts sending: whatever is mirrored but unsent goes now */
    start() {
      disposed = false;
      if (state.restored > 0 && !restoredNoticeShown && !restoredTimer) {
        restoredTimer = setTimeout(() => {
          restoredTimer = null;
          restoredNoticeShown = true;
          settleRestored();
        }, RESTORED_NOTICE_MS);
      }
      flushAll();
    },
    /** the page let go of the session: nothing more is sent (the mirror keeps what is unsent) */
    stop() {
      disposed = true;
      clearTimers();
    },
  };
}

export type AttemptSession = ReturnType<typeof createAttemptSession>;

const blank = (): QuestionProgress => ({ answer: '', seq: 0, savedSeq: 0, marked: false, markSaved: true, error: null });

/**
 * The server's answers, overridden by this computer's unconfirmed newer ones; `restored` names
 * the questions whose answer came from this computer, with its sequence.
 */
function initialProgress(
  started: StartedExam,
  local: AttemptMirror,
  known: Set<number>,
): { progress: Record<number, QuestionProgress>; restored: Record<number, number> } {
  const progress: Record<number, QuestionProgress> = {};
  const restored: Record<number, number> = {};
  for (const q of started.questions) progress[q.id] = blank();
  for (const a of started.answers) {
    if (!known.has(a.questionId)) continue;
    progress[a.questionId] = { answer: a.answer, seq: a.seq, savedSeq: a.seq, marked: a.marked, markSaved: true, error: null };
  }
  for (const [key, entry] of Object.entries(local)) {
    const id = Number(key);
    const p = progress[id];
    if (!p) continue;
    if (typeof entry.answer === 'string' && typeof entry.seq === 'number' && entry.seq > p.savedSeq) {
      Object.assign(p, { answer: entry.answer, seq: entry.seq });
      restored[id] = entry.seq;
    }
    if (typeof entry.marked === 'boolean' && entry.marked !== p.marked) Object.assign(p, { marked: entry.marked, markSaved: false });
  }
  return { progress, restored };
}
