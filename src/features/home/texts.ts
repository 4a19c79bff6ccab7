import { paths } from '@/lib/paths';

export const homeTexts = {
  work: {
    title: '我的作业',
    more: '查看',
    todo: '待完成',
    submitted: '待批阅',
    reviewed: '已批阅',
    next: (title: string, at: string) => `最近截止：${title}（${at}）`,
    unavailable: '作业情况暂时无法读取',
  },
  graduation: {
    title: '结业情况',
    more: '详情',
    moreLabel: '查看结业情况',
    done: (met: number, all: number) => `${met}/${all} 项已完成`,
    unavailable: '结业情况暂时无法读取',
  },
  notices: '通知公告',
  more: '更多',
  pinned: '置顶',
  news: '新闻动态',
  noNews: '该栏目暂无新闻',
  noNotices: '暂无通知公告',
  noBanners: '暂无轮播内容',
  entries: '学习入口',
  me: '我的信息',
  org: '所在组织',
  identity: '身份',
  stage: '培训阶段',
  partyStatus: '政治面貌',
  profile: '个人中心',
  continueLearning: '继续学习',
  slide: (n: number) => `第 ${n} 张`,
  prev: '上一张',
  next: '下一张',
} as const;

/** The cadre's card (appId 5). */
export const cadreCardTexts = {
  title: '干部信息',
  year: '本年度已计学时',
  total: '累计已计学时',
  lessons: '已学完课程',
  specials: '专题学习',
  specialsValue: (inProgress: number, done: number) => `${inProgress} 个进行中 · ${done} 个完成`,
  go: '进入干部课程',
} as const;

export interface EntryTile {
  label: string;
  path: string;
  desc: string;
}

/** Entry tiles to the learning areas; 学习之路 is hidden for the cadre app. */
export const ENTRY_TILES: EntryTile[] = [
  { label: '课程学习', path: paths.courseLearning(), desc: '系统学习党建课程' },
  { label: '网络课程', path: paths.onlineCourse(), desc: '在线自学与学习专栏' },
  { label: '专题培训', path: paths.specialTrainings(), desc: '专题任务与学习资料' },
  { label: '考试中心', path: paths.examCenter(), desc: '参加考试查看成绩' },
  { label: '集中培训', path: paths.trainActivity(), desc: '线下集中培训活动' },
  { label: '选课中心', path: paths.courseSelection(), desc: '自主选择学习课程' },
  { label: '学习之路', path: paths.learningTheWay(), desc: '我的学习成长路径' },
  { label: '党务园地', path: paths.party(), desc: '党务知识与交流' },
];
