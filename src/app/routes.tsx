import { Navigate, type RouteObject } from 'react-router-dom';
import AppShell from './AppShell';
import { lazyPage } from './lazyPage';
import PageLoading from './PageLoading';
import RouteErrorPanel from './RouteErrorPanel';
import { ROUTE, type RouteHandle } from './routeNames';

// The route table of spec §2. Every screen is its own lazy chunk; the ones of later issues show
// UnderConstructionPage inside the layout with their title.
const screens = {
  // Chakra UI's provider for every screen but the login page (which is plain markup + CSS).
  chakra: lazyPage(() => import('./ChakraLayout')),
  login: lazyPage(() => import('@/features/auth/LoginPage')),
  mainLayout: lazyPage(() => import('@/features/layout/MainLayout')),
  home: lazyPage(() => import('@/features/home/HomePage')),
  noticeList: lazyPage(() => import('@/features/notices/NoticeListPage')),
  noticeDetail: lazyPage(() => import('@/features/notices/NoticeDetailPage')),
  newsDetail: lazyPage(() => import('@/features/notices/NewsDetailPage')),
  personalSpace: lazyPage(() => import('@/features/personal-space/PersonalSpaceLayout')),
  me: lazyPage(() => import('@/features/my/MePage')),
  modifyInfo: lazyPage(() => import('@/features/my/ModifyInfoPage')),
  modifyPassword: lazyPage(() => import('@/features/my/ModifyPasswordPage')),
  forcedPassword: lazyPage(() => import('@/features/my/ModifyPasswordPage'), { forced: true }),
  notFound: lazyPage(() => import('@/features/misc/NotFoundPage')),
  underConstruction: lazyPage(() => import('@/features/misc/UnderConstructionPage')),
};

type Lazy = (typeof screens)[keyof typeof screens];

/** A screen route; its own errorElement keeps the surrounding layout when the chunk fails. */
const page = (path: string, lazy: Lazy, title: string, name?: string): RouteObject => ({
  path,
  lazy,
  handle: { title, name } satisfies RouteHandle,
  errorElement: <RouteErrorPanel />,
});
const later = (path: string, title: string, name?: string) => page(path, screens.underConstruction, title, name);
const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

const mainLayoutChildren: RouteObject[] = [
  redirect('home'),
  page('home', screens.home, '首页'),
  later('course-learning', '课程学习'),
  later('course-learning/:lessonTagId', '课程学习'),
  later('course-learning/:lessonTagId/:lessonId', '课程详情'),
  later('online-course', '网络课程'),
  later('online-course/learn', '学习专栏'),
  later('online-course/learn/:learnId', '专栏详情'),
  later('online-course/learn/:learnId/:id', '推荐阅读'),
  later('online-course/:lessonTagId', '网络课程'),
  later('train-activity', '集中培训'),
  later('exam-center', '考试中心'),
  later('course-selection-center', '选课中心'),
  later('course-selection-center/:lessonTagId', '选课中心'),
  later('readdetais/:lessonTagId/:lessonId/:id', '延伸阅读'),
  page('notices', screens.noticeList, '通知公告'),
  page('noticesDetails/:id', screens.noticeDetail, '公告详情'),
  page('newsDetails/:id', screens.newsDetail, '新闻详情'),
  later('special-training', '专题培训'),
  later('special-training/:id', '专题详情'),
  later('special-training/xxzl/:stageId', '学习资料'),
  later('special-training/:id/expert-detail/:expertId', '专家详情'),
  later('special-training/:id/notices', '专题公告'),
  later('special-training/:id/notice/:noticeId', '公告详情'),
  later('learning-the-way', '学习之路', ROUTE.learningTheWay),
  {
    path: 'party',
    handle: { title: '党务园地' } satisfies RouteHandle,
    children: [
      redirect('dwzs'),
      later('dwxx', '党务学习'),
      later('dwzs', '党务知识'),
      later('tszs', '他山之石'),
      later('detail/:id', '党务详情'),
      later('dwyt', '党务研讨'),
    ],
  },
  {
    path: 'my',
    handle: { title: '个人中心' } satisfies RouteHandle,
    children: [
      redirect('profile'),
      page('profile', screens.me, '个人资料'),
      page('profile-edit', screens.modifyInfo, '修改资料'),
      later('statistics', '学习统计'),
      later('homework', '我的作业'),
      later('exam', '我的考试'),
      later('report', '成绩报告'),
    ],
  },
];

const personalSpaceChildren: RouteObject[] = [
  redirect('workbenches/index'),
  later('messages/index', '待办消息'),
  later('notice/index', '我的消息'),
  later('notice/detail', '消息详情'),
  later('workbenches/index', '工作台'),
  later('workbenches/rudang', '入党申请'),
  later('workbenches/rudang-list', '申请记录'),
  later('workbenches/rudang-apply', '入党申请表'),
  later('workbenches/training-dues', '我的党费'),
  later('workbenches/activity', '组织活动'),
  page('my/index', screens.me, '我的信息'),
  page('my/modify-pwd', screens.modifyPassword, '修改密码'),
  page('my/modify-info', screens.modifyInfo, '修改个人信息'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPanel />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      redirect('/index'),
      // Outside the Chakra layout: its first load stays small (no Chakra UI, no emotion).
      page('login', screens.login, '登录', ROUTE.login),
      {
        // Pathless: wraps the routes below in the lazily loaded ChakraProvider.
        lazy: screens.chakra,
        errorElement: <RouteErrorPanel />,
        children: [
          page('my/change-pwd', screens.forcedPassword, '修改初始密码', ROUTE.changePassword),
          // Outside the layout (spec §2): the video page takes the whole window.
          later('index/videodetails/:id/:lid', '课程视频', ROUTE.videoDetails),
          { path: 'index', lazy: screens.mainLayout, errorElement: <RouteErrorPanel />, children: mainLayoutChildren },
          {
            path: 'personal-space',
            lazy: screens.personalSpace,
            handle: { title: '个人空间' } satisfies RouteHandle,
            errorElement: <RouteErrorPanel />,
            children: personalSpaceChildren,
          },
          page('*', screens.notFound, '页面不存在', ROUTE.notFound),
        ],
      },
    ],
  },
];
