import { SCHOOL } from './settings';

// The organisation tree (校党委 -> 学院党委/党总支 -> 党支部) and training phases.
// People refer to branches and stages by the keys below; the runner maps keys to database ids.

export interface OrgSeed {
  key: string;
  name: string;
  kind: '党委' | '党总支' | '党支部';
  children?: OrgSeed[];
}

const branch = (key: string, name: string): OrgSeed => ({ key, name, kind: '党支部' });

export const orgTree: OrgSeed = {
  key: 'school',
  name: `中共${SCHOOL}委员会`,
  kind: '党委',
  children: [
    {
      key: 'cs',
      name: '计算机科学与技术学院党委',
      kind: '党委',
      children: [
        branch('cs-ug1', '计算机学院本科生第一党支部'),
        branch('cs-ug2', '计算机学院本科生第二党支部'),
        branch('cs-grad', '计算机学院研究生党支部'),
        branch('cs-staff', '计算机学院教工党支部'),
      ],
    },
    {
      key: 'marx',
      name: '马克思主义学院党委',
      kind: '党委',
      children: [branch('marx-grad', '马克思主义学院研究生党支部'), branch('marx-staff', '马克思主义学院教工党支部')],
    },
    {
      key: 'me',
      name: '机械工程学院党总支',
      kind: '党总支',
      children: [
        branch('me-ug', '机械工程学院本科生党支部'),
        branch('me-grad', '机械工程学院研究生党支部'),
        branch('me-staff', '机械工程学院教工党支部'),
      ],
    },
    {
      key: 'em',
      name: '经济与管理学院党委',
      kind: '党委',
      children: [
        branch('em-ug1', '经济与管理学院本科生第一党支部'),
        branch('em-ug2', '经济与管理学院本科生第二党支部'),
        branch('em-staff', '经济与管理学院教工党支部'),
      ],
    },
    {
      key: 'office',
      name: '机关党委',
      kind: '党委',
      children: [branch('office-org', '党委组织部党支部'), branch('office-school', '党校办公室党支部')],
    },
  ],
};

export interface StageSeed {
  key: string;
  name: string;
  startDate: string;
  endDate: string;
}
export interface PhaseSeed {
  key: string;
  name: string;
  stages: StageSeed[];
}

// Each phase runs in the same three study periods of the 2026 school year.
const terms = (prefix: string): StageSeed[] => [
  { key: `${prefix}-s1`, name: '2026年春季学期 第一阶段', startDate: '2026-03-02', endDate: '2026-04-24' },
  { key: `${prefix}-s2`, name: '2026年春季学期 第二阶段', startDate: '2026-05-06', endDate: '2026-06-26' },
  { key: `${prefix}-f1`, name: '2026年秋季学期 第一阶段', startDate: '2026-09-14', endDate: '2026-12-18' },
];

export const phases: PhaseSeed[] = [
  { key: 'act', name: '入党积极分子培训', stages: terms('act') },
  { key: 'cand', name: '发展对象培训', stages: terms('cand') },
  { key: 'prob', name: '预备党员培训', stages: terms('prob') },
];
