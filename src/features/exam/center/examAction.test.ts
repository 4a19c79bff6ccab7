import type { ExamCard } from '@contract/exam';
import { examActionOf, opensInText } from '@/components/exam/examAction';
import { centerTexts as t } from './texts';

const card = (over: Partial<ExamCard> = {}): ExamCard => ({
  examId: 1,
  title: '发展对象党章党规知识测试',
  lessonId: null,
  lessonTitle: null,
  startTime: '2026-11-24T00:00:00.000Z',
  endTime: '2027-01-08T00:00:00.000Z',
  duration: 30,
  questionCount: 20,
  totalScore: 100,
  passScore: 60,
  attemptsAllowed: 3,
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  state: 'ongoing',
  openRecordId: null,
  lastRecordId: null,
  ...over,
});

describe('examActionOf', () => {
  it.each([
    ['an open exam with attempts left', card(), 'start'],
    ['a running attempt, whatever else', card({ openRecordId: 9, attemptsUsed: 3 }), 'resume'],
    ['before the window', card({ state: 'upcoming' }), 'upcoming'],
    ['attempts used up, with a record', card({ attemptsUsed: 3, lastRecordId: 8 }), 'result'],
    ['ended, with a record', card({ state: 'ended', attemptsUsed: 1, lastRecordId: 8 }), 'result'],
    ['ended, never taken', card({ state: 'ended' }), 'ended'],
    ['attempts used up, no record to show', card({ attemptsUsed: 3 }), 'exhausted'],
  ] as const)('%s -> %s', (_why, c, action) => expect(examActionOf(c)).toBe(action));
});

describe('opensInText', () => {
  it('days and hours far off, HH:MM:SS within a day, never negative', () => {
    expect(opensInText((2 * 86400 + 3 * 3600 + 5 * 60) * 1000, t.days)).toBe('2 天 3 小时 5 分');
    expect(opensInText((4 * 3600 + 59 * 60 + 9) * 1000, t.days)).toBe('04:59:09');
    expect(opensInText(-5000, t.days)).toBe('00:00:00');
  });
});
