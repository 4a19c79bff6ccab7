import { paths } from '@/lib/paths';

export const layoutTexts = {
  mainMenu: '主菜单',
  openMenu: '菜单',
  contact: '联系电话：',
  skipToMain: '跳到主要内容',
  messages: '消息',
  messagesLabel: (unread: number) => (unread > 0 ? `消息（${unread} 条未读）` : '消息'),
} as const;

export interface MenuItem {
  label: string;
  path: string;
}

/** The areas of the main layout, in menu order. */
export const MENU_ITEMS: MenuItem[] = [
  { label: '首页', path: paths.home() },
  { label: '课程学习', path: paths.courseLearning() },
  { label: '网络课程', path: paths.onlineCourse() },
  { label: '集中培训', path: paths.trainActivity() },
  { label: '考试中心', path: paths.examCenter() },
  { label: '选课中心', path: paths.courseSelection() },
  { label: '专题培训', path: paths.specialTrainings() },
  { label: '学习之路', path: paths.learningTheWay() },
  { label: '党务园地', path: paths.party() },
  { label: '通知公告', path: paths.notices() },
  { label: '个人中心', path: paths.my() },
];
