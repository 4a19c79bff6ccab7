import type { RouteObject } from 'react-router-dom';
import { consoleScreens as s } from '@/features/console/consolePaths';
import { screens as learnerScreens, under } from '@/lib/paths';
import { lazyPage } from './lazyPage';
import { page } from './routePage';

// The console's screens below its shell (routes.tsx keeps only the shell and its index). The
// router adds these when an address inside the console is first opened (router.tsx), so the
// learner's first load carries neither their chunks' names nor their titles.

const screens = {
  reviewQueue: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/review/ReviewQueuePage')),
  reviewItem: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/review/ReviewItemPage')),
  messages: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/messages/MessagesPage')),
  messageNew: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/messages/ComposePage')),
  messageReaders: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/messages/ReadersPage')),
  audit: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/audit/AuditPage')),
  grants: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/grants/GrantsPage')),
  people: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/people/PeopleListPage')),
  person: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/people/PersonPage')),
  rosterImport: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/people/roster/RosterImportPage')),
  dashboard: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/dashboard/DashboardPage')),
  meetings: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/meetings/MeetingsPage')),
  meetingNew: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/meetings/SchedulePage')),
  meeting: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/meetings/MeetingPage')),
  meetingStats: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/meetings/StatsPage')),
  votes: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/votes/VotesPage')),
  voteNew: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/votes/CreateVotePage')),
  vote: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/votes/VotePage')),
  training: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/training/TrainingListPage')),
  trainingNew: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/training/NewProjectPage')),
  trainingProject: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/training/ProjectPage')),
  trainingActivity: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/training/ActivityPage')),
  develop: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/develop/DevelopListPage')),
  developRules: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/develop/RulesPage')),
  developPerson: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/develop/DevelopPersonPage')),
  developSheet: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/develop/SheetPage')),
  dues: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/dues/DuesPage')),
  duesImport: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/dues/DuesImportPage')),
  duesSummary: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/dues/DuesSummaryPage')),
  dashboardList: lazyPage(() => import(/* webpackChunkName: "console" */ '@/features/console/dashboard/FigureListPage')),
};

const inAdmin = (pattern: string) => under(learnerScreens.admin, pattern);

export const consoleRoutes: RouteObject[] = [
  page(inAdmin(s.adminReview), screens.reviewQueue, '待审核'),
  page(inAdmin(s.adminReviewItem), screens.reviewItem, '审核事项'),
  page(inAdmin(s.adminMessages), screens.messages, '消息'),
  page(inAdmin(s.adminMessageNew), screens.messageNew, '发消息'),
  page(inAdmin(s.adminMessageReaders), screens.messageReaders, '消息的阅读情况'),
  page(inAdmin(s.adminAudit), screens.audit, '审计日志'),
  page(inAdmin(s.adminGrants), screens.grants, '授权管理'),
  page(inAdmin(s.adminPeople), screens.people, '人员'),
  page(inAdmin(s.adminRosterImport), screens.rosterImport, '导入名册'),
  page(inAdmin(s.adminPerson), screens.person, '学员情况'),
  page(inAdmin(s.adminMeetings), screens.meetings, '会议'),
  page(inAdmin(s.adminMeetingNew), screens.meetingNew, '安排会议'),
  page(inAdmin(s.adminMeetingStats), screens.meetingStats, '会议出席统计'),
  page(inAdmin(s.adminMeeting), screens.meeting, '会议详情'),
  page(inAdmin(s.adminVotes), screens.votes, '投票表决'),
  page(inAdmin(s.adminVoteNew), screens.voteNew, '发起投票'),
  page(inAdmin(s.adminVote), screens.vote, '投票详情'),
  page(inAdmin(s.adminTraining), screens.training, '集中培训'),
  page(inAdmin(s.adminTrainingNew), screens.trainingNew, '新建培训班'),
  page(inAdmin(s.adminTrainingProject), screens.trainingProject, '培训班'),
  page(inAdmin(s.adminTrainingActivity), screens.trainingActivity, '培训活动'),
  page(inAdmin(s.adminDevelop), screens.develop, '发展党员'),
  page(inAdmin(s.adminDevelopRules), screens.developRules, '发展党员规则'),
  page(inAdmin(s.adminDevelopPerson), screens.developPerson, '发展党员记实'),
  page(inAdmin(s.adminDevelopSheet), screens.developSheet, '发展党员全程记实表'),
  page(inAdmin(s.adminDues), screens.dues, '党费'),
  page(inAdmin(s.adminDuesImport), screens.duesImport, '导入党费'),
  page(inAdmin(s.adminDuesSummary), screens.duesSummary, '党费年度汇总'),
  page(inAdmin(s.adminDashboard), screens.dashboard, '统计'),
  page(inAdmin(s.adminDashboardList), screens.dashboardList, '统计名单'),
];
