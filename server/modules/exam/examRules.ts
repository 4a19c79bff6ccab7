import type { ExamOverRefusal, ExamState } from '../../../contract/exam';
import { fail } from '../../lib/errors';
import { isCadreApp } from '../lesson/audience';
import type { ExamAudience } from './tables';

// Who sees an exam and where its window stands: the rules every exam call shares.

/** Learners (appId 6) see 'learner' and 'all' exams, cadres (appId 5) 'cadre' and 'all'. */
export const examAudiences = (appId: number): ExamAudience[] => (isCadreApp(appId) ? ['cadre', 'all'] : ['learner', 'all']);

/** Times are ISO strings of one format, so they compare as text (as the SQL compares them). */
export function examState(window: { startTime: string; endTime: string }, nowIso: string): ExamState {
  if (nowIso < window.startTime) return 'upcoming';
  return nowIso < window.endTime ? 'ongoing' : 'ended';
}

/** The attempt closes at start + duration, or at the window's end if that comes first. */
export function attemptEnd(startMs: number, durationMinutes: number, windowEnd: string): string {
  const end = new Date(startMs + durationMinutes * 60_000).toISOString();
  return end < windowEnd ? end : windowEnd;
}

export const NO_RECORD = '考试记录不存在';
export const EXAM_OVER = '考试已结束';
const EXAM_OVER_DATA: ExamOverRefusal = { reason: 'examOver' };
/** 10002 考试已结束 with its declared refusal data: the browser acts on the data, not on the message. */
export const examOver = () => fail(EXAM_OVER, EXAM_OVER_DATA);
export const NO_EXAM = '考试不存在';
