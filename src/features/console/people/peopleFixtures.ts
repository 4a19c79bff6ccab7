import type { PersonDetail, PersonRow } from '@contract/people';

// Only for the 人员 tests: rows and a person page made to the contract's shapes.

export const rowOf = (over: Partial<PersonRow> = {}): PersonRow => ({
  id: 11,
  account: '2023010101',
  name: '张晓明',
  branchId: 3,
  branchName: '本科生第一党支部',
  identityId: 2,
  identityName: '入党积极分子',
  stageId: 5,
  stageName: '2026年秋季学期 第一阶段',
  status: 1,
  defaultPassword: false,
  ...over,
});

export const detailOf = (over: Partial<PersonDetail> = {}): PersonDetail => ({
  ...rowOf(),
  gender: 1,
  phone: '13816520101',
  lastLoginAt: '2026-12-01T01:30:00.000Z',
  stage: { id: 5, name: '第一阶段', phaseName: '2026年秋季学期', startDate: '2026-09-01', endDate: '2026-12-31' },
  hours: { required: 36000, credited: 9000, total: 12600 },
  lessons: { required: 6, completed: 2 },
  exams: [
    { examId: 1, title: '党的基本知识测试', totalScore: 100, passScore: 60, best: 88, passed: true, attempts: 2 },
    { examId: 2, title: '结业考试', totalScore: 100, passScore: 60, best: null, passed: false, attempts: 0 },
  ],
  writeUps: {
    counts: [
      { state: 'todo', count: 1 },
      { state: 'draft', count: 0 },
      { state: 'submitted', count: 2 },
      { state: 'reviewed', count: 1 },
      { state: 'returned', count: 0 },
    ],
    latest: [
      {
        topicId: 4,
        topicTitle: '学习二十大精神',
        title: '我的学习体会',
        state: 'reviewed',
        submittedAt: '2026-11-20T02:00:00.000Z',
        updatedAt: '2026-11-20T02:00:00.000Z',
        score: 92,
      },
    ],
  },
  develop: {
    stage: 'activist',
    stageName: '入党积极分子',
    stages: [
      { stage: 'applicant', name: '入党申请人', startedOn: '2025-10-01', current: false },
      { stage: 'activist', name: '入党积极分子', startedOn: '2026-04-01', current: true },
      { stage: 'candidate', name: '发展对象', startedOn: null, current: false },
      { stage: 'probationary', name: '预备党员', startedOn: null, current: false },
      { stage: 'member', name: '正式党员', startedOn: null, current: false },
    ],
    openSteps: 2,
  },
  recent: [
    {
      kind: 'handIn',
      title: '学习二十大精神',
      seconds: null,
      reviewKind: 'experience',
      reviewState: 'pending',
      at: '2026-12-02T16:30:00.000Z',
    },
    { kind: 'study', title: '党史 · 第一讲', seconds: 1500, reviewKind: null, reviewState: null, at: '2026-12-01T02:00:00.000Z' },
  ],
  ...over,
});
