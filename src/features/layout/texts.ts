export const layoutTexts = {
  mainMenu: '主菜单',
  contact: '联系电话：',
  defaultFooter: '智慧党建培训平台',
} as const;

export interface MenuItem {
  label: string;
  path: string;
}

/** The areas of the main layout, in menu order. */
export const MENU_ITEMS: MenuItem[] = [
  { label: '首页', path: '/index/home' },
  { label: '课程学习', path: '/index/course-learning' },
  { label: '网络课程', path: '/index/online-course' },
  { label: '集中培训', path: '/index/train-activity' },
  { label: '考试中心', path: '/index/exam-center' },
  { label: '选课中心', path: '/index/course-selection-center' },
  { label: '专题培训', path: '/index/special-training' },
  { label: '学习之路', path: '/index/learning-the-way' },
  { label: '党务园地', path: '/index/party' },
  { label: '通知公告', path: '/index/notices' },
  { label: '个人中心', path: '/index/my' },
];

export const LEARNING_THE_WAY_PATH = '/index/learning-the-way';
