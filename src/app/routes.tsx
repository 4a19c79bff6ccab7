import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, screens as s, under } from '@/lib/paths';
import AppShell from './AppShell';
import { audiencePage } from './audiencePage';
import { loadChakraLayout } from './chakraLayoutLoader';
import { lazyPage } from './lazyPage';
import PageLoading from './PageLoading';
import RouteErrorPanel from './RouteErrorPanel';
import { ROUTE, type RouteHandle } from './routeNames';
import { page } from './routePage';
import { CONSOLE_ROUTE_ID } from './consoleDiscovery';

// The route table of spec §2; the patterns come from lib/paths.ts. Every screen is its own lazy chunk; the ones of later issues show
// UnderConstructionPage inside the layout with their title.
const screens = {
  // Chakra UI's provider for every screen but the login page (which is plain markup + CSS).
  chakra: lazyPage(loadChakraLayout),
  login: lazyPage(() => import('@/features/auth/LoginPage')),
  mainLayout: lazyPage(() => import('@/features/layout/MainLayout')),
  home: lazyPage(() => import('@/features/home/HomePage')),
  noticeList: lazyPage(() => import('@/features/notices/NoticeListPage')),
  noticeDetail: lazyPage(() => import('@/features/notices/NoticeDetailPage')),
  newsDetail: lazyPage(() => import('@/features/notices/NewsDetailPage')),
  personalSpace: lazyPage(() => import('@/features/personal-space/layout/PersonalSpaceLayout')),
  me: lazyPage(() => import('@/features/personal-space/my/MePage')),
  modifyInfo: lazyPage(() => import('@/features/personal-space/my/ModifyInfoPage')),
  modifyPassword: lazyPage(() => import('@/features/personal-space/my/ModifyPasswordPage')),
  forcedPassword: lazyPage(() => import('@/features/personal-space/my/ModifyPasswordPage'), { forced: true }),
  // Inside the layout for a logged-in learner, bare without a token (the 404 needs no login).
  notFound: lazyPage(() => import('./NotFoundScreen')),
  // A cadre (appId 5) sees the cadre area's landing (src/features/lessons/cadre); a tag's lessons and a lesson know their audience.
  courseLearning: audiencePage(
    () => import('@/features/lessons/CourseLearningPage'),
    () => import('@/features/lessons/cadre/CadreCourseLearningPage'),
  ),
  tagLessons: lazyPage(() => import('@/features/lessons/TagLessonsPage')),
  lesson: lazyPage(() => import('@/features/lessons/LessonPage')),
  cadreSpecial: lazyPage(() => import('@/features/lessons/cadre/SpecialPage')),
  videoDetails: lazyPage(() => import('@/features/video/VideoDetailsPage')),
  examAnswer: lazyPage(() => import('@/features/exam/answer/AnswerPage')),
  examCenter: lazyPage(() => import('@/features/exam/center/ExamCenterPage')),
  trainActivity: lazyPage(() => import('@/features/activity/TrainActivityPage')),
  onlineCourse: lazyPage(() => import('@/features/lessons/library/OnlineCoursePage')),
  onlineCourseTag: lazyPage(() => import('@/features/lessons/library/OnlineCourseTagPage')),
  learnColumns: lazyPage(() => import('@/features/lessons/library/LearnColumnsPage')),
  learnColumn: lazyPage(() => import('@/features/lessons/library/LearnColumnPage')),
  learnReading: lazyPage(() => import('@/features/lessons/library/LearnArticlePage')),
  readDetail: lazyPage(() => import('@/features/lessons/library/ReadingDetailPage')),
  courseSelection: lazyPage(() => import('@/features/lessons/electives/CourseSelectionPage')),
  myExams: lazyPage(() => import('@/features/exam/records/MyExamPage')),
  statistics: lazyPage(() => import('@/features/statistics/StatisticsPage')),
  report: lazyPage(() => import('@/features/statistics/report/ReportPage')),
  examRecord: lazyPage(() => import('@/features/exam/records/RecordReviewPage')),
  topics: audiencePage(
    () => import('@/features/topics/TopicListPage'),
    () => import('@/features/lessons/cadre/CadreSpecialsPage'),
  ),
  topic: lazyPage(() => import('@/features/topics/TopicPage')),
  topicMaterials: lazyPage(() => import('@/features/topics/MaterialsPage')),
  topicExpert: lazyPage(() => import('@/features/topics/ExpertPage')),
  topicNotices: lazyPage(() => import('@/features/topics/NoticesPage')),
  topicNotice: lazyPage(() => import('@/features/topics/NoticePage')),
  learningWay: lazyPage(() => import('@/features/learningWay/LearningWayPage')),
  homework: lazyPage(() => import('@/features/homework/HomeworkPage')),
  rudang: lazyPage(() => import('@/features/personal-space/develop/RudangPage')),
  rudangList: lazyPage(() => import('@/features/personal-space/develop/RudangListPage')),
  rudangApply: lazyPage(() => import('@/features/personal-space/develop/RudangApplyPage')),
  partyBoard: lazyPage(() => import('@/features/party/board/PartyBoardPage')),
  dues: lazyPage(() => import('@/features/personal-space/dues/DuesPage')),
  orgActivities: lazyPage(() => import('@/features/personal-space/orgActivities/OrgActivitiesPage')),
  checkIn: lazyPage(() => import('@/features/personal-space/orgActivities/CheckInPage')),
  spaceTodos: lazyPage(() => import('@/features/personal-space/messages/TodosPage')),
  workbench: lazyPage(() => import('@/features/personal-space/workbench/WorkbenchPage')),
  spaceNotices: lazyPage(() => import('@/features/personal-space/messages/NoticesPage')),
  spaceNoticeDetail: lazyPage(() => import('@/features/personal-space/messages/MessageDetailPage')),
  partyLayout: lazyPage(() => import('@/features/party/PartyLayout')),
  partyStudy: lazyPage(() => import('@/features/party/PartyArticleList'), { section: 'study' as const }),
  partyKnowledge: lazyPage(() => import('@/features/party/PartyArticleList'), { section: 'knowledge' as const }),
  partyOthers: lazyPage(() => import('@/features/party/PartyArticleList'), { section: 'others' as const }),
  partyDetail: lazyPage(() => import('@/features/party/PartyArticleDetail')),
  underConstruction: lazyPage(() => import('@/features/misc/UnderConstructionPage')),
  // the organiser console (issue #41): its own shell; none of it loads for a learner
  consoleLayout: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/layout/ConsoleLayout')),
  consoleIndex: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/layout/ConsoleIndex')),
};

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

// Nested routes take their path relative to the parent's pattern.
const inIndex = (pattern: string) => under(s.index, pattern);
const inParty = (pattern: string) => under(s.party, pattern);
const inMy = (pattern: string) => under(s.my, pattern);
const inSpace = (pattern: string) => under(s.personalSpace, pattern);
const inRoot = (pattern: string) => under(s.root, pattern);

const mainLayoutChildren: RouteObject[] = [
  redirect(paths.home()),
  page(inIndex(s.home), screens.home, '首页'),
  page(inIndex(s.courseLearning), screens.courseLearning, '课程学习'),
  page(inIndex(s.courseLearningTag), screens.tagLessons, '课程学习'),
  page(inIndex(s.lesson), screens.lesson, '课程详情'),
  page(inIndex(s.onlineCourse), screens.onlineCourse, '网络课程'),
  page(inIndex(s.learnColumns), screens.learnColumns, '学习专栏'),
  page(inIndex(s.learnColumn), screens.learnColumn, '专栏详情'),
  page(inIndex(s.learnReading), screens.learnReading, '推荐阅读'),
  page(inIndex(s.onlineCourseTag), screens.onlineCourseTag, '网络课程'),
  page(inIndex(s.cadreSpecial), screens.cadreSpecial, '干部专题'),
  page(inIndex(s.trainActivity), screens.trainActivity, '集中培训'),
  page(inIndex(s.checkIn), screens.checkIn, '会议签到'),
  page(inIndex(s.examCenter), screens.examCenter, '考试中心'),
  page(inIndex(s.courseSelection), screens.courseSelection, '选课中心'),
  page(inIndex(s.courseSelectionTag), screens.courseSelection, '选课中心'),
  page(inIndex(s.readDetail), screens.readDetail, '延伸阅读'),
  page(inIndex(s.notices), screens.noticeList, '通知公告'),
  page(inIndex(s.noticeDetail), screens.noticeDetail, '公告详情'),
  page(inIndex(s.newsDetail), screens.newsDetail, '新闻详情'),
  page(inIndex(s.specialTrainings), screens.topics, '专题培训'),
  page(inIndex(s.specialTraining), screens.topic, '专题详情'),
  page(inIndex(s.specialTrainingMaterials), screens.topicMaterials, '学习资料'),
  page(inIndex(s.specialTrainingExpert), screens.topicExpert, '专家详情'),
  page(inIndex(s.specialTrainingNotices), screens.topicNotices, '专题公告'),
  page(inIndex(s.specialTrainingNotice), screens.topicNotice, '公告详情'),
  page(inIndex(s.learningTheWay), screens.learningWay, '学习之路', ROUTE.learningTheWay),
  {
    path: inIndex(s.party),
    // the section's heading and tabs around every party screen, 党务研讨 included
    lazy: screens.partyLayout,
    handle: { title: '党务园地' } satisfies RouteHandle,
    errorElement: <RouteErrorPanel />,
    children: [
      redirect(paths.partyKnowledge()),
      page(inParty(s.partyStudy), screens.partyStudy, '党务学习'),
      page(inParty(s.partyKnowledge), screens.partyKnowledge, '党务知识'),
      page(inParty(s.partyOthers), screens.partyOthers, '他山之石'),
      page(inParty(s.partyDetail), screens.partyDetail, '党务详情'),
      page(inParty(s.partyDiscussion), screens.partyBoard, '党务研讨'),
    ],
  },
  {
    path: inIndex(s.my),
    handle: { title: '个人中心' } satisfies RouteHandle,
    children: [
      redirect(paths.profile()),
      page(inMy(s.profile), screens.me, '个人资料'),
      page(inMy(s.profileEdit), screens.modifyInfo, '修改资料'),
      page(inMy(s.myStatistics), screens.statistics, '学习统计'),
      page(inMy(s.myHomework), screens.homework, '我的作业'),
      page(inMy(s.myExams), screens.myExams, '我的考试'),
      page(inMy(s.myExamRecord), screens.examRecord, '答卷详情'),
      page(inMy(s.myReport), screens.report, '成绩报告'),
    ],
  },
];

const personalSpaceChildren: RouteObject[] = [
  redirect(paths.workbench()),
  page(inSpace(s.spaceMessages), screens.spaceTodos, '待办消息'),
  page(inSpace(s.spaceNotices), screens.spaceNotices, '我的消息'),
  // the message travels as ?id= (the spec's route has no parameter)
  page(inSpace(s.spaceNoticeDetail), screens.spaceNoticeDetail, '消息详情'),
  page(inSpace(s.workbench), screens.workbench, '工作台'),
  page(inSpace(s.rudang), screens.rudang, '入党申请'),
  page(inSpace(s.rudangList), screens.rudangList, '申请记录'),
  page(inSpace(s.rudangApply), screens.rudangApply, '入党申请表'),
  page(inSpace(s.trainingDues), screens.dues, '我的党费'),
  page(inSpace(s.orgActivities), screens.orgActivities, '组织活动'),
  page(inSpace(s.spaceMe), screens.me, '我的信息'),
  page(inSpace(s.spaceModifyPassword), screens.modifyPassword, '修改密码'),
  page(inSpace(s.spaceModifyInfo), screens.modifyInfo, '修改个人信息'),
];

export const routes: RouteObject[] = [
  {
    path: s.root,
    element: <AppShell />,
    errorElement: <RouteErrorPanel />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      redirect(paths.index()),
      // Outside the Chakra layout: its first load stays small (no Chakra UI, no emotion).
      page(inRoot(s.login), screens.login, '登录', ROUTE.login),
      {
        // Pathless: wraps the routes below in the lazily loaded ChakraProvider.
        lazy: screens.chakra,
        errorElement: <RouteErrorPanel />,
        children: [
          page(inRoot(s.changePassword), screens.forcedPassword, '修改初始密码', ROUTE.changePassword),
          // Outside the layout (spec §2): the video page takes the whole window.
          // :id is the video, :lid its lesson.
          page(inRoot(s.videoDetails), screens.videoDetails, '课程视频', ROUTE.videoDetails),
          // Outside the layout as well: an attempt takes the whole window, no menu to wander off through.
          page(inRoot(s.examAnswer), screens.examAnswer, '考试作答'),
          {
            // The organiser console: its own shell, which checks the grants (organiser/me). Its
            // screens are added below it when the console is first opened (consoleRoutes.tsx).
            id: CONSOLE_ROUTE_ID,
            path: inRoot(s.admin),
            lazy: screens.consoleLayout,
            handle: { title: '管理后台' } satisfies RouteHandle,
            errorElement: <RouteErrorPanel />,
            children: [{ index: true, lazy: screens.consoleIndex, errorElement: <RouteErrorPanel /> }],
          },
          {
            // Pathless: the platform's header, menu and footer around /index and /personal-space alike.
            lazy: screens.mainLayout,
            errorElement: <RouteErrorPanel />,
            children: [
              { path: inRoot(s.index), errorElement: <RouteErrorPanel />, children: mainLayoutChildren },
              {
                path: inRoot(s.personalSpace),
                lazy: screens.personalSpace,
                handle: { title: '个人空间' } satisfies RouteHandle,
                errorElement: <RouteErrorPanel />,
                children: personalSpaceChildren,
              },
            ],
          },
          page('*', screens.notFound, '页面不存在', ROUTE.notFound),
        ],
      },
    ],
  },
];
