import type { ExamInfo, StartedExam } from '@contract/exam';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { loginResult, renderScreen } from '@/test/renderScreen';
import AnswerPage from '@/features/exam/answer/AnswerPage';

// The exam answer page's tests share these: an attempt as startExam answers it, a fake save endpoint
// that keeps the highest seq per question as the server does, the exam's card, the page itself.

export const HOUR = 3600_000;

export function startedExam(over: Partial<StartedExam> = {}): StartedExam {
  const serverNow = Date.now();
  return {
    recordId: 41,
    examId: 3,
    title: '发展对象党章党规知识测试',
    startTime: new Date(serverNow).toISOString(),
    endTime: new Date(serverNow + 30 * 60_000).toISOString(),
    serverTime: new Date(serverNow).toISOString(),
    totalScore: 6,
    passScore: 4,
    leaveCount: 0,
    maxLeaves: 3,
    questions: [
      {
        id: 11,
        type: 'single',
        stem: '党的最高理想和最终目标是',
        options: [
          { key: 'A', text: '实现共产主义' },
          { key: 'B', text: '全面建成小康社会' },
        ],
        score: 2,
      },
      {
        id: 12,
        type: 'multiple',
        stem: '党的作风包括',
        options: [
          { key: 'A', text: '理论联系实际' },
          { key: 'B', text: '密切联系群众' },
          { key: 'C', text: '闭门造车' },
        ],
        score: 2,
      },
      { id: 13, type: 'fill', stem: '党的根本组织原则是____', options: [], score: 2 },
    ],
    answers: [],
    ...over,
  };
}

/** saves as the server keeps them: the highest seq per question */
export function saveServer(reachable: () => boolean = () => true) {
  const stored = new Map<number, { answer: string; seq: number }>();
  const handler = mockEndpoint('exam', 'saveExamAnswer', (b) => {
    if (!reachable()) return networkError();
    // the page always sends a seq (other programs may not: the contract makes it optional)
    const seq = Number(b.seq);
    const had = stored.get(b.questionId);
    if (had && had.seq >= seq) return { questionId: b.questionId, seq: had.seq, applied: false };
    stored.set(b.questionId, { answer: b.answer, seq });
    return { questionId: b.questionId, seq, applied: true };
  });
  return { stored, handler };
}

/** as the exam center's confirmation leaves it: `confirmed` in the history entry */
export const show = (url = '/index/exam-center/3/answer', state: unknown = { confirmed: true }) =>
  renderScreen(<AnswerPage />, { path: '/index/exam-center/:examId/answer', url, user: loginResult(), state });

export function examInfo(over: Partial<ExamInfo> = {}): ExamInfo {
  const now = Date.now();
  return {
    examId: 3,
    title: '发展对象党章党规知识测试',
    lessonId: null,
    lessonTitle: null,
    startTime: new Date(now - 86400_000).toISOString(),
    endTime: new Date(now + 45 * 86400_000).toISOString(),
    duration: 30,
    questionCount: 3,
    totalScore: 6,
    passScore: 4,
    attemptsAllowed: 3,
    attemptsUsed: 1,
    bestScore: 2,
    passed: false,
    state: 'ongoing',
    openRecordId: null,
    lastRecordId: 40,
    description: '测试党章和党内法规的基本知识。',
    maxLeaves: 3,
    shuffle: true,
    allowReview: true,
    parts: [
      { type: 'single', count: 1, score: 2 },
      { type: 'multiple', count: 1, score: 2 },
      { type: 'fill', count: 1, score: 2 },
    ],
    serverTime: new Date(now).toISOString(),
    ...over,
  };
}

export const mirror = () => JSON.parse(window.localStorage.getItem('training2_examAnswers') ?? '{}') as Record<string, unknown>;
