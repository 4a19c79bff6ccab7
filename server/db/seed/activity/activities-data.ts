import type { IdentityName } from '../../reference/identities';
import { SCHOOL } from '../settings';

// The demo training projects and their activities, times relative to when the demo is loaded
// (hours). Capacities are real: every seat counted is a demo learner's sign-up row.

export interface ActivitySeed {
  title: string;
  category: string;
  place: string;
  content: string;
  /** hours from now */
  starts: number;
  hours: number;
  /** hours from now */
  deadline: number;
  capacity: number;
  /** demo accounts signed up */
  signed: string[];
  /** leave requests of signed-up accounts */
  leaves?: Array<{ account: string; reason: string; state: 'pending' | 'approved' | 'rejected'; comment?: string }>;
  /** accounts checked in (ended activities) */
  checkedIn?: string[];
}

export interface ProjectSeed {
  title: string;
  track: 'train' | 'develop';
  audience: 'learner' | 'cadre';
  /** an organisation's name, null for the whole school */
  org: string | null;
  /** the identities the class trains (who may sign up); none: every learner of the audience */
  trains: IdentityName[];
  organizer: string;
  /** days from now */
  startDay: number;
  endDay: number;
  intro: string;
  /** the class's 结业考试 (an exam's title in exams-data.ts) */
  exam?: string;
  activities: ActivitySeed[];
}

const DAY = 24;
const PARTY_SCHOOL = `中共${SCHOOL}委员会党校`;

export const projectSeeds: ProjectSeed[] = [
  {
    title: '2026年秋季入党积极分子培训班',
    track: 'train',
    audience: 'learner',
    org: null,
    trains: ['入党积极分子'],
    organizer: PARTY_SCHOOL,
    startDay: -30,
    endDay: 40,
    intro:
      '面向全校入党积极分子，系统学习党的基本理论、基本路线、基本方略，提高思想政治素质。集中培训不少于 24 学时，缺课超过三分之一不予结业。',
    activities: [
      {
        title: '开班仪式暨第一次集中学习',
        category: '集中学习',
        place: '图书馆报告厅',
        content: '开班动员，学习《中国共产党章程》总纲。\n请携带学习笔记本，提前 10 分钟签到入场。',
        starts: -20 * DAY,
        hours: 3,
        deadline: -22 * DAY,
        capacity: 200,
        signed: ['2023010101', '2023040106', '2025120005', '2023010121'],
        checkedIn: ['2023010101', '2023040106', '2025120005', '2023010121'],
      },
      {
        title: '专题党课：学习贯彻党的二十大精神',
        category: '专题党课',
        place: '逸夫楼 201 报告厅',
        content: '校党委书记讲授专题党课，解读党的二十大报告的主题、主线和主要内容。\n课后分组讨论，每人提交 800 字学习体会。',
        starts: 5 * DAY,
        hours: 2,
        deadline: 3 * DAY,
        capacity: 120,
        signed: ['2023010101', '2025120005'],
        leaves: [
          {
            account: '2025120005',
            reason: '当天有专业课实验考核，无法参加，申请补学录播课程。',
            state: 'approved',
            comment: '同意，请在一周内完成录播课程学习并提交学习体会。',
          },
        ],
      },
      {
        title: '红色教育基地现场教学（中共一大纪念馆）',
        category: '现场教学',
        place: '中共一大纪念馆（学校东门统一乘车）',
        content: '参观中共一大纪念馆，重温入党誓词，聆听“伟大建党精神”现场讲解。\n名额有限，请报名后按时到东门集合。',
        starts: 9 * DAY,
        hours: 5,
        deadline: 6 * DAY,
        capacity: 3,
        signed: ['2023010101', '2023040106', '2023010121'],
        leaves: [{ account: '2023040106', reason: '与学院组织的学科竞赛集训时间冲突，申请请假。', state: 'pending' }],
      },
      {
        title: '志愿服务：社区垃圾分类宣传',
        category: '志愿服务',
        place: '梅陇镇华理苑社区',
        content: '走进社区开展垃圾分类宣传，每人服务 3 小时，计入实践学时。',
        starts: 1 * DAY,
        hours: 3,
        deadline: -1 * DAY,
        capacity: 30,
        signed: ['2023010121'],
        leaves: [
          {
            account: '2023010121',
            reason: '家中有事需请假一天。',
            state: 'rejected',
            comment: '请假理由不充分，请按时参加或与班主任联系。',
          },
        ],
      },
      {
        title: '结业考试考前辅导',
        category: '集中学习',
        place: '图书馆报告厅',
        content: '梳理培训重点内容，讲解结业考试题型与答题要求。',
        starts: 20 * DAY,
        hours: 2,
        deadline: 18 * DAY,
        capacity: 200,
        signed: [],
      },
    ],
  },
  {
    title: '2026年计算机学院发展对象培训班',
    track: 'develop',
    audience: 'learner',
    org: '计算机科学与技术学院党委',
    trains: ['发展对象'],
    organizer: '计算机科学与技术学院党委',
    startDay: -10,
    endDay: 25,
    intro: '学院党委组织的发展对象集中培训，重点学习党的纪律和入党程序，培训合格是接收预备党员的必要条件。',
    exam: '发展对象党章党规知识测试',
    activities: [
      // three full days of classes last week: 李思雨 and 方一凡 attended all (24 学时, the 发展党员 gate
      // before 支部委员会审查); 方一凡 has passed the 结业考试 too (exams-data.ts). 冯子轩 came the first two days and was
      // excused from the third: 8 of the class's 26 学时 on leave, above 1/7, so the console's 集中培训 page flags him
      ...[-9, -8, -7].map((d, i) => ({
        title: ['党的性质和宗旨专题学习', '党的组织制度与党员的权利义务', '入党誓词与党员的先锋模范作用'][i],
        category: '集中学习',
        place: '计算机学院 A 座 301',
        content: '学院党委组织的发展对象集中培训，上午专题辅导，下午分组研讨。',
        starts: d * DAY - 6,
        hours: 8,
        deadline: d * DAY - 48,
        capacity: 40,
        signed: ['2023010102', '2023010114', '2022010134'],
        checkedIn: i < 2 ? ['2023010102', '2023010114', '2022010134'] : ['2023010102', '2023010114'],
        leaves:
          i < 2
            ? []
            : [
                {
                  account: '2022010134',
                  reason: '参加全国大学生程序设计竞赛决赛，无法到场',
                  state: 'approved' as const,
                  comment: '同意，请自学当天的内容',
                },
              ],
      })),
      {
        title: '入党程序与党的纪律专题辅导',
        category: '专题党课',
        place: '计算机学院 A 座 301',
        content: '学院党委副书记讲解发展党员工作流程与《中国共产党纪律处分条例》要点。',
        starts: 4 * DAY,
        hours: 2,
        deadline: 2 * DAY,
        capacity: 40,
        signed: ['2023010102'],
      },
    ],
  },
  {
    title: '2026年处级干部党纪学习教育专题培训',
    track: 'train',
    audience: 'cadre',
    org: null,
    trains: [],
    organizer: '党委组织部',
    startDay: -5,
    endDay: 20,
    intro: '围绕党纪学习教育，组织处级干部集中学习、警示教育和研讨交流。',
    activities: [
      {
        title: '警示教育大会暨专题研讨',
        category: '警示教育',
        place: '行政楼第一会议室',
        content: '观看警示教育片，围绕“学纪、知纪、明纪、守纪”开展研讨交流。',
        starts: 6 * DAY,
        hours: 3,
        deadline: 4 * DAY,
        capacity: 60,
        signed: ['gb001'],
      },
    ],
  },
];
