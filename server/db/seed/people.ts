import { nation, type Education, type PartyStatus } from '../reference/enums';
import { PARTY_STATUS_OF_IDENTITY, type IdentityName } from '../reference/identities';

// The people of the demo. The first seven are the demo accounts (README.md and docs/demo-data.md
// list them, the e2e tests use them: their accounts, passwords, names and appIds must not
// change); the rest are learners spread over branches, identities and stages so rankings have
// something to rank.

export interface PersonSeed {
  account: string;
  password: string;
  name: string;
  /** for the e-mail address */
  pinyin: string;
  gender: 1 | 2;
  appId: number;
  studentNo: string;
  college: string;
  major: string;
  className: string;
  nation: string;
  education: Education;
  partyStatus: PartyStatus;
  birthday: string;
  joinPartyDate: string | null;
  identity: IdentityName;
  org: string;
  stage: string | null;
  phone: string;
  email: string;
  defaultPassword: boolean;
}

const COLLEGES: Record<string, string> = {
  cs: '计算机科学与技术学院',
  marx: '马克思主义学院',
  me: '机械工程学院',
  em: '经济与管理学院',
  office: '党委组织部',
};

export const LEARNER_PASSWORD = 'Dangjian@2026';

export type LearnerRow = [
  account: string,
  name: string,
  pinyin: string,
  gender: 1 | 2,
  org: string,
  identity: IdentityName,
  stage: string,
  nationName: string,
  birthday: string,
  joinPartyDate: string | null,
  major: string,
  className: string,
];

/** A learner of appId 6 from a row; `i` varies the phone number. */
export function learner(row: LearnerRow, i: number, extra: Partial<PersonSeed> = {}): PersonSeed {
  const [account, name, pinyin, gender, org, identity, stage, nationName, birthday, joinPartyDate, major, className] = row;
  const graduate = className.includes('硕士') || className.includes('博士');
  return {
    account,
    password: LEARNER_PASSWORD,
    name,
    pinyin,
    gender,
    appId: 6,
    studentNo: account,
    college: COLLEGES[org.split('-')[0]],
    major,
    className,
    nation: nation(nationName),
    education: graduate ? '14' : '21',
    partyStatus: PARTY_STATUS_OF_IDENTITY[identity],
    birthday,
    joinPartyDate,
    identity,
    org,
    stage,
    phone: `1${'35789'[i % 5]}${String(612345678 + i * 1357913).slice(0, 9)}`,
    email: `${pinyin}@stu.example.edu.cn`,
    defaultPassword: false,
    ...extra,
  };
}

const demoLearners: LearnerRow[] = [
  [
    '2023010101',
    '张晓明',
    'zhangxiaoming',
    1,
    'cs-ug1',
    '入党积极分子',
    'act-f1',
    '汉族',
    '2005-04-12',
    null,
    '计算机科学与技术',
    '计科2301班',
  ],
  ['2023010102', '李思雨', 'lisiyu', 2, 'cs-ug1', '发展对象', 'cand-f1', '汉族', '2005-09-23', null, '软件工程', '软工2301班'],
  [
    '2022020201',
    '王浩然',
    'wanghaoran',
    1,
    'me-ug',
    '预备党员',
    'prob-f1',
    '回族',
    '2004-01-08',
    '2026-05-20',
    '机械设计制造及其自动化',
    '机械2202班',
  ],
  // A 硕博连读 doctoral student: joined in 2025, full member since 2026, trained in spring 2026.
  [
    '2021030301',
    '陈静',
    'chenjing',
    2,
    'marx-grad',
    '正式党员',
    'prob-s1',
    '汉族',
    '1999-11-03',
    '2025-06-20',
    '马克思主义中国化研究',
    '马院2021级硕博连读班',
  ],
];

export const demoAccounts: PersonSeed[] = [
  learner(demoLearners[0], 0, { phone: '13816520101' }),
  learner(demoLearners[1], 1, { phone: '15921730102' }),
  learner(demoLearners[2], 2, { phone: '18817450201' }),
  learner(demoLearners[3], 3, { phone: '13761280301' }),
  // the exam learner: records in every state, a completed lesson with a lesson exam (e2e)
  learner(
    ['2022050501', '王建华', 'wangjianhua', 1, 'em-ug2', '发展对象', 'cand-f1', '汉族', '2004-07-01', null, '国际经济与贸易', '国贸2202班'],
    5,
    { phone: '13917360501' },
  ),
  learner(
    ['2024010199', '周子涵', 'zhouzihan', 2, 'cs-ug2', '入党申请人', 'act-f1', '汉族', '2006-02-14', null, '人工智能', '智能2401班'],
    4,
    // Imported by the organisation department with an initial password: must change it first.
    { password: 'Init@2026', defaultPassword: true, phone: '17721560199' },
  ),
  {
    account: 'gb001',
    password: 'Ganbu@2026',
    name: '赵建国',
    pinyin: 'zhaojianguo',
    gender: 1,
    appId: 5,
    studentNo: 'JG19980731',
    college: '党委组织部',
    major: '',
    className: '',
    nation: nation('汉族'),
    education: '14',
    partyStatus: 'member',
    birthday: '1974-10-15',
    joinPartyDate: '1996-06-28',
    identity: '领导干部',
    org: 'office-org',
    stage: null,
    phone: '13901726631',
    email: 'zhaojianguo@example.edu.cn',
    defaultPassword: false,
  },
  {
    account: 'other001',
    password: 'Other@2026',
    name: '刘芳',
    pinyin: 'liufang',
    gender: 2,
    appId: 1,
    studentNo: 'JG20110915',
    college: '经济与管理学院',
    major: '',
    className: '',
    nation: nation('汉族'),
    education: '14',
    partyStatus: 'member',
    birthday: '1988-03-02',
    joinPartyDate: '2009-11-20',
    identity: '党务工作者',
    org: 'em-staff',
    stage: null,
    phone: '13621985507',
    email: 'liufang@example.edu.cn',
    defaultPassword: false,
  },
];

const moreLearners: LearnerRow[] = [
  [
    '2023010103',
    '孙雨桐',
    'sunyutong',
    2,
    'cs-ug1',
    '入党积极分子',
    'act-f1',
    '汉族',
    '2005-02-17',
    null,
    '计算机科学与技术',
    '计科2301班',
  ],
  ['2023010105', '吴俊杰', 'wujunjie', 1, 'cs-ug1', '入党申请人', 'act-f1', '汉族', '2005-07-30', null, '计算机科学与技术', '计科2302班'],
  ['2023010121', '郑可欣', 'zhengkexin', 2, 'cs-ug2', '入党积极分子', 'act-s2', '土家族', '2004-11-05', null, '软件工程', '软工2302班'],
  ['2022010134', '冯子轩', 'fengzixuan', 1, 'cs-ug2', '发展对象', 'cand-f1', '汉族', '2004-03-22', null, '软件工程', '软工2201班'],
  ['2022010208', '何佳怡', 'hejiayi', 2, 'cs-ug2', '预备党员', 'prob-f1', '汉族', '2004-08-09', '2026-06-10', '人工智能', '智能2201班'],
  ['2025110012', '马骁', 'maxiao', 1, 'cs-grad', '发展对象', 'cand-f1', '回族', '2001-05-14', null, '计算机技术', '计算机2025级硕士班'],
  [
    '2024110031',
    '杨雪',
    'yangxue',
    2,
    'cs-grad',
    '正式党员',
    'prob-s1',
    '汉族',
    '2000-12-01',
    '2025-05-16',
    '软件工程',
    '软件2024级硕士班',
  ],
  [
    '2025120005',
    '黄诗琪',
    'huangshiqi',
    2,
    'marx-grad',
    '入党积极分子',
    'act-f1',
    '壮族',
    '2002-06-19',
    null,
    '马克思主义基本原理',
    '马原2025级硕士班',
  ],
  [
    '2024120017',
    '林博文',
    'linbowen',
    1,
    'marx-grad',
    '预备党员',
    'prob-s2',
    '汉族',
    '2001-09-27',
    '2025-12-05',
    '思想政治教育',
    '思政2024级硕士班',
  ],
  [
    '2025120023',
    '次仁卓玛',
    'cirenzhuoma',
    2,
    'marx-grad',
    '入党申请人',
    'act-f1',
    '藏族',
    '2002-03-11',
    null,
    '马克思主义中国化研究',
    '马中2025级硕士班',
  ],
  [
    '2023030117',
    '赵一鸣',
    'zhaoyiming',
    1,
    'me-ug',
    '入党积极分子',
    'act-s1',
    '汉族',
    '2005-01-26',
    null,
    '机械设计制造及其自动化',
    '机械2301班',
  ],
  ['2023030142', '刘洋', 'liuyang', 1, 'me-ug', '发展对象', 'cand-s2', '汉族', '2004-10-03', null, '车辆工程', '车辆2301班'],
  [
    '2022030109',
    '许梦瑶',
    'xumengyao',
    2,
    'me-ug',
    '预备党员',
    'prob-f1',
    '汉族',
    '2004-04-14',
    '2026-05-20',
    '机械设计制造及其自动化',
    '机械2201班',
  ],
  [
    '2024130008',
    '高峰',
    'gaofeng',
    1,
    'me-grad',
    '正式党员',
    'prob-s1',
    '满族',
    '2000-07-07',
    '2025-06-12',
    '机械工程',
    '机械2024级硕士班',
  ],
  [
    '2024130021',
    '田甜',
    'tiantian',
    2,
    'me-grad',
    '入党积极分子',
    'act-s2',
    '汉族',
    '2001-02-28',
    null,
    '智能制造工程',
    '智造2024级硕士班',
  ],
  ['2023040106', '邓佳琪', 'dengjiaqi', 2, 'em-ug1', '入党积极分子', 'act-f1', '汉族', '2005-05-05', null, '会计学', '会计2301班'],
  ['2023040128', '谢明轩', 'xiemingxuan', 1, 'em-ug1', '入党申请人', 'act-f1', '汉族', '2004-12-12', null, '工商管理', '工商2301班'],
  ['2022040115', '罗晓燕', 'luoxiaoyan', 2, 'em-ug2', '发展对象', 'cand-f1', '彝族', '2004-06-30', null, '国际经济与贸易', '国贸2201班'],
  ['2022040133', '唐子豪', 'tangzihao', 1, 'em-ug2', '预备党员', 'prob-s2', '汉族', '2003-11-18', '2025-11-28', '金融学', '金融2201班'],
  ['2022040101', '韩雪梅', 'hanxuemei', 2, 'em-ug2', '正式党员', 'prob-s1', '朝鲜族', '2003-01-09', '2025-04-25', '财务管理', '财管2201班'],
];

export const people: PersonSeed[] = [...demoAccounts, ...moreLearners.map((row, i) => learner(row, i + 10))];
