import { useEffect, useRef, useState } from 'react';
import type { StartedExam } from '@contract/exam';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import { ExamApi } from '@/api/exam';
import { errorMessage } from '@/api/errors';
import { sendKeepalive } from '@/api/keepalive';
import { useAppDispatch } from '@/store/hooks';
import type { AppDispatch } from '@/store/store';
import { localMirror } from './answerMirror';
import { attemptPlace } from './attemptPlace';
import { createAttemptSession, RESYNC_MS, type AttemptPort, type AttemptSession, type AttemptState } from './attemptSession';

/** A mutation run once and dropped from the cache: the answer screen keeps its own state. */
function call<R>(request: { unwrap(): Promise<R>; reset(): void }): Promise<R> {
  return request.unwrap().finally(() => request.reset());
}

function portOf(dispatch: AppDispatch): AttemptPort {
  const e = ExamApi.endpoints;
  return {
    save: (body) => call(dispatch(e.saveExamAnswer.initiate(body))),
    mark: (body) => call(dispatch(e.markQuestion.initiate(body))),
    endTime: (recordId) => call(dispatch(e.getEndTime.initiate({ recordId }))),
    leave: (recordId) => call(dispatch(e.leaveExam.initiate({ recordId }))),
    submit: (recordId) => call(dispatch(e.submitExam.initiate({ recordId }))),
  };
}

export interface AttemptView {
  started: StartedExam | null;
  startError: string | null;
  session: AttemptSession | null;
  state: AttemptState | null;
  remainingMs: number;
  /**
   * set when the page came back after a counted leave: the learner is warned; `resumed` when it
   * was counted while this page was away (a reload, the tab closed, 退出考试)
   */
  leaveWarning: { count: number; resumed: boolean } | null;
  /** the index of the question the learner was on when the page last showed this attempt (0: none) */
  startAt: number;
  dismissLeaveWarning(): void;
  /** 退出考试: noted by the server, the attempt keeps running */
  exit(): Promise<void>;
  /** 再考一次 after the grade: the next attempt starts (the server decides whether it may) */
  retake(): void;
}

/**
 * Starts (or resumes) the attempt once `go` is true (and the next one on `retake`), and wires its session to the exam endpoints, the clock and the
 * window: a one-second countdown tick, a resync with the server's clock every minute and when
 * the network returns, a leave counted each time the page is hidden (not when it reloads).
 */
export function useAttempt(examId: number, lessonId: number | null, go: boolean): AttemptView {
  const dispatch = useAppDispatch();
  const [started, setStarted] = useState<StartedExam | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [session, setSession] = useState<AttemptSession | null>(null);
  const [state, setState] = useState<AttemptState | null>(null);
  const [remainingMs, setRemainingMs] = useState(0);
  const [leaveWarning, setLeaveWarning] = useState<AttemptView['leaveWarning']>(null);
  const [startAt, setStartAt] = useState(0);
  // 再考一次: each round starts the next attempt
  const [round, setRound] = useState(0);
  const exited = useRef(false);

  useEffect(() => {
    if (!go) return;
    let alive = true;
    const start = lessonId !== null ? ExamApi.endpoints.startLessonExam : ExamApi.endpoints.startExam;
    call(dispatch(start.initiate({ examId })))
      .then((answer) => {
        if (!alive) return;
        const place = attemptPlace.load(answer.recordId);
        const started = { ...answer, leaveCount: attemptPlace.leavesOnReturn(place, answer.leaveCount) };
        const s = createAttemptSession({ started, port: portOf(dispatch), mirror: localMirror, onChange: setState });
        const at = started.questions.findIndex((q) => q.id === place?.questionId);
        setStartAt(Math.max(0, at));
        // The server counted a departure this page did not see (a reload counts, as the rules
        // say). Without a place kept here (another computer, cleared storage) the header's count says it.
        if (place && started.leaveCount > place.leaveCount) setLeaveWarning({ count: started.leaveCount, resumed: true });
        setStarted(started);
        setSession(s);
        setState(s.getState());
        setRemainingMs(s.remainingMs());
      })
      .catch((error: unknown) => alive && setStartError(errorMessage(error)));
    return () => {
      alive = false;
    };
  }, [dispatch, examId, lessonId, go, round]);

  useEffect(() => {
    if (!session || !started) return;
    const s = session;
    s.start();

    const tick = setInterval(() => setRemainingMs(s.tick()), 1000);
    const resync = setInterval(() => void s.resync(), RESYNC_MS);
    const onOnline = () => {
      s.retryNow();
      void s.resync();
    };
    let unloading = false;
    const onBeforeUnload = () => {
      unloading = true;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' || unloading) return;
      void s.leave().then((result) => {
        if (result && !result.closed) setLeaveWarning({ count: result.leaveCount, resumed: false });
      });
    };
    const onPageHide = () => {
      const st = s.getState();
      if (st.grade || exited.current) return;
      dispatch(sendKeepalive(learnerEndpoints.exam.exitExam, { recordId: started.recordId }));
      attemptPlace.markLeft(started.recordId);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(tick);
      clearInterval(resync);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      s.stop();
    };
  }, [dispatch, session, started]);

  const exit = async () => {
    if (!started || exited.current) return;
    exited.current = true;
    // the attempt keeps running either way: a failed note must not keep the learner here
    await call(dispatch(ExamApi.endpoints.exitExam.initiate({ recordId: started.recordId }))).catch(() => undefined);
  };

  const retake = () => {
    exited.current = false;
    setStarted(null);
    setSession(null);
    setState(null);
    setLeaveWarning(null);
    setStartError(null);
    setRound((r) => r + 1);
  };

  return {
    started,
    startError,
    session,
    state,
    remainingMs,
    leaveWarning,
    startAt,
    dismissLeaveWarning: () => setLeaveWarning(null),
    exit,
    retake,
  };
}
