import type { DevelopPerson, DevelopPersonRow, GateRule, RoadState, RoadStep } from '@contract/developRecord';
import { DEVELOP_STEPS } from '@contract/developSteps';

// Only for the 发展党员 tests: data made to the contract's shapes.

const BRANCH_STEPS = DEVELOP_STEPS.filter((s) => s.recorder === 'branch').map((s) => s.no);
const day = (no: number) => `2026-01-${String(no).padStart(2, '0')}`;

/** Steps 1..`done` recorded, the next one `next`, the rest waiting; `over` changes single steps. */
export function roadOf(done: number, next: RoadState = 'ready', over: Record<number, Partial<RoadStep>> = {}): RoadStep[] {
  return DEVELOP_STEPS.map((d) => {
    const recorded = d.no <= done;
    const step: RoadStep = {
      no: d.no,
      phase: d.phase,
      name: d.name,
      recorder: d.recorder,
      dateLabel: d.dateLabel,
      state: recorded ? 'done' : d.no === done + 1 ? next : 'waiting',
      doneOn: recorded ? day(d.no) : null,
      fields: recorded ? d.fields.map((f) => ({ key: f.key, label: f.label, value: f.kind === 'number' ? '12' : `${f.label}内容` })) : [],
      handledBy: recorded ? (d.recorder === 'branch' ? '本科生第一党支部' : '计算机学院党委') : '',
      recordedBy: recorded ? '周建国' : '',
      recordedAt: recorded ? `${day(d.no)}T02:00:00.000Z` : null,
      missing: [],
      earliest: null,
      deadline: null,
      overdue: false,
    };
    return { ...step, ...over[d.no] };
  });
}

export const personOf = (over: Partial<DevelopPerson> = {}): DevelopPerson => ({
  userId: 11,
  account: '2023010101',
  name: '张晓明',
  branchId: 3,
  branchName: '本科生第一党支部',
  stage: 'activist',
  stageName: '入党积极分子',
  lastStep: { no: 6, name: '培养教育考察', doneOn: day(6) },
  nextStep: { no: 7, name: '确定发展对象', recorder: 'branch', state: 'blocked' },
  overdue: 0,
  schoolName: '示范大学',
  gender: '男',
  nation: '汉族',
  birthday: '2005-03-12',
  education: '本科',
  stages: [
    { stage: 'applicant', name: '入党申请人', startedOn: '2025-09-10' },
    { stage: 'activist', name: '入党积极分子', startedOn: '2026-01-03' },
    { stage: 'candidate', name: '发展对象', startedOn: null },
    { stage: 'probationary', name: '预备党员', startedOn: null },
    { stage: 'member', name: '正式党员', startedOn: null },
  ],
  steps: roadOf(6, 'blocked', {
    7: {
      missing: ['确定为入党积极分子满一年（2027-01-03 起）', '2026年第三季度的思想汇报尚未通过'],
      earliest: '2027-01-03',
    },
  }),
  evidence: {
    activistOn: '2026-01-03',
    reportsDue: 3,
    reportsApproved: 2,
    reportsMissing: ['2026年第三季度'],
    trainingHours: 12.5,
    trainingDays: 2,
    exam: { title: '2026年秋季发展对象培训班结业考试', passed: true, score: 86 },
    probationEnds: null,
  },
  canRecord: BRANCH_STEPS,
  canWithdraw: 6,
  ...over,
});

export const rowOf = (userId: number, over: Partial<DevelopPersonRow> = {}): DevelopPersonRow => ({
  userId,
  account: `20230101${String(userId).padStart(2, '0')}`,
  name: `学员${userId}`,
  branchId: 3,
  branchName: '本科生第一党支部',
  stage: 'activist',
  stageName: '入党积极分子',
  lastStep: { no: 6, name: '培养教育考察', doneOn: '2026-05-20' },
  nextStep: { no: 7, name: '确定发展对象', recorder: 'branch', state: 'ready' },
  overdue: 0,
  ...over,
});

export const pageOf = (list: DevelopPersonRow[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

export const ruleOf = (over: Partial<GateRule> = {}): GateRule => ({
  id: 2,
  stepNo: 7,
  stepName: '确定发展对象',
  kind: 'after',
  sinceStep: 3,
  months: 12,
  hours: 0,
  days: 0,
  docCode: null,
  label: '确定为入党积极分子满 12 个月后，方可确定为发展对象',
  basis: '《中国共产党发展党员工作细则》第十五条',
  updatedBy: '',
  updatedAt: null,
  ...over,
});
