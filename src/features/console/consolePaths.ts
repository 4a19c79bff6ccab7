import { buildersOf } from '@/lib/paths';

// The console's screens, as lib/paths.ts keeps the learner's: a route pattern each, and a typed
// builder made from it (`consolePaths.adminReview('leave')`). Kept with the console so that the
// learner's first load carries none of them; app/consoleRoutes.tsx declares the routes with these
// patterns, and the router adds them when an address inside the console is first opened.

export const consoleScreens = {
  /** a review queue; :kind is one of contract/review.ts REVIEW_KINDS */
  adminReview: '/admin/review/:kind',
  adminReviewItem: '/admin/review/:kind/:id',
  adminMessages: '/admin/messages',
  adminMessageNew: '/admin/messages/new',
  adminMessageReaders: '/admin/messages/:id',
  adminAudit: '/admin/audit',
  adminGrants: '/admin/grants',
  adminPeople: '/admin/people',
  adminPerson: '/admin/people/:id',
  adminRosterImport: '/admin/people/import',
  adminMeetings: '/admin/meetings',
  adminMeetingNew: '/admin/meetings/new',
  adminMeetingStats: '/admin/meetings/stats',
  adminMeeting: '/admin/meetings/:id',
  adminVotes: '/admin/votes',
  adminVoteNew: '/admin/votes/new',
  adminVote: '/admin/votes/:id',
  adminTraining: '/admin/training',
  adminTrainingNew: '/admin/training/new',
  adminTrainingProject: '/admin/training/:projectId',
  adminTrainingActivity: '/admin/training/activity/:activityId',
  adminDevelop: '/admin/develop',
  adminDevelopRules: '/admin/develop/rules',
  adminDevelopPerson: '/admin/develop/:userId',
  /** the 发展党员全程记实表 of one person, for printing */
  adminDevelopSheet: '/admin/develop/:userId/sheet',
  adminDues: '/admin/dues',
  adminDuesImport: '/admin/dues/import',
  adminDuesSummary: '/admin/dues/summary',
  adminDashboard: '/admin/dashboard',
  /** the people behind one figure; :figure is a key of contract/dashboard.ts */
  adminDashboardList: '/admin/dashboard/:figure',
} as const;

export const consolePaths = buildersOf(consoleScreens);
