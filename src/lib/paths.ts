// Every screen of spec §2, once: its route pattern here, and a typed builder in `paths` made
// from it (`paths.lesson(tagId, lessonId)`). routes.tsx declares its routes with these patterns,
// and menus, guards and links build their targets with `paths`, so no app path is typed twice.
// It lives in lib/ so that components, features and app can all import it.

import { CHECKIN_PATH } from '@contract/checkinPath';

/** Route patterns (absolute, react-router syntax); a builder takes the `:params` in order. */
export const screens = {
  root: '/',
  login: '/login',
  changePassword: '/my/change-pwd',
  videoDetails: '/index/videodetails/:id/:lid',

  index: '/index',
  home: '/index/home',
  courseLearning: '/index/course-learning',
  courseLearningTag: '/index/course-learning/:lessonTagId',
  lesson: '/index/course-learning/:lessonTagId/:lessonId',
  /** a cadre special (appId 5): its stages and their videos */
  cadreSpecial: '/index/course-learning/special/:specialId',
  onlineCourse: '/index/online-course',
  onlineCourseTag: '/index/online-course/:lessonTagId',
  learnColumns: '/index/online-course/learn',
  learnColumn: '/index/online-course/learn/:learnId',
  learnReading: '/index/online-course/learn/:learnId/:id',
  trainActivity: '/index/train-activity',
  /** a meeting's check-in: the address in the QR code the organiser shows (?code=) */
  checkIn: CHECKIN_PATH,
  examCenter: '/index/exam-center',
  /** taking an exam: full-height answer screen (issue #9); `?lesson=<lessonId>` starts it as a lesson exam */
  examAnswer: '/index/exam-center/:examId/answer',
  courseSelection: '/index/course-selection-center',
  courseSelectionTag: '/index/course-selection-center/:lessonTagId',
  readDetail: '/index/readdetais/:lessonTagId/:lessonId/:id',
  notices: '/index/notices',
  noticeDetail: '/index/noticesDetails/:id',
  newsDetail: '/index/newsDetails/:id',
  specialTrainings: '/index/special-training',
  specialTraining: '/index/special-training/:id',
  specialTrainingMaterials: '/index/special-training/xxzl/:stageId',
  specialTrainingExpert: '/index/special-training/:id/expert-detail/:expertId',
  specialTrainingNotices: '/index/special-training/:id/notices',
  specialTrainingNotice: '/index/special-training/:id/notice/:noticeId',
  learningTheWay: '/index/learning-the-way',
  party: '/index/party',
  partyStudy: '/index/party/dwxx',
  partyKnowledge: '/index/party/dwzs',
  partyOthers: '/index/party/tszs',
  partyDetail: '/index/party/detail/:id',
  partyDiscussion: '/index/party/dwyt',
  my: '/index/my',
  profile: '/index/my/profile',
  profileEdit: '/index/my/profile-edit',
  myStatistics: '/index/my/statistics',
  myHomework: '/index/my/homework',
  myExams: '/index/my/exam',
  /** the review of one ended attempt (issue #9) */
  myExamRecord: '/index/my/exam/:recordId',
  myReport: '/index/my/report',

  personalSpace: '/personal-space',
  spaceMessages: '/personal-space/messages/index',
  spaceNotices: '/personal-space/notice/index',
  spaceNoticeDetail: '/personal-space/notice/detail',
  workbench: '/personal-space/workbenches/index',
  rudang: '/personal-space/workbenches/rudang',
  rudangList: '/personal-space/workbenches/rudang-list',
  rudangApply: '/personal-space/workbenches/rudang-apply',
  trainingDues: '/personal-space/workbenches/training-dues',
  orgActivities: '/personal-space/workbenches/activity',
  spaceMe: '/personal-space/my/index',
  spaceModifyPassword: '/personal-space/my/modify-pwd',
  spaceModifyInfo: '/personal-space/my/modify-info',

  /** the organiser console (issue #41): its own shell, for accounts holding a grant; its screens'
   * patterns live with it (features/console/consolePaths.ts) so the learner's first load carries none */
  admin: '/admin',
} as const;

export type Screen = keyof typeof screens;

/** One argument per `:param` of the pattern, in order. */
type ParamArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...ParamArgs<Rest>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/** A typed builder per pattern of a table of screens. */
export type BuildersOf<T extends Record<string, string>> = { [S in keyof T]: (...params: ParamArgs<T[S]>) => string };

function builder(pattern: string) {
  return (...params: Array<string | number>) => {
    let next = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(params[next++])));
  };
}

/** The builders of a table of screens' patterns. */
export function buildersOf<T extends Record<string, string>>(table: T): BuildersOf<T> {
  return Object.fromEntries(Object.entries(table).map(([name, pattern]) => [name, builder(pattern)])) as unknown as BuildersOf<T>;
}

/** `paths.noticeDetail(7)` -> '/index/noticesDetails/7' */
export const paths = buildersOf(screens);

/** `pattern` relative to `parent` (a nested route's path): under('/index', '/index/home') -> 'home'. */
export function under(parent: string, pattern: string): string {
  const prefix = parent.endsWith('/') ? parent : `${parent}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not under ${parent}`);
  return pattern.slice(prefix.length);
}
