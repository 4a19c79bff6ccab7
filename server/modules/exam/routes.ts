import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { startAttempt } from './attempt';
import { examInfo, examPage, examTabs, lessonExams } from './cards';
import { attemptTimes, exitAttempt, leaveAttempt, submitAttempt } from './presence';
import { recordDetail, recordPage } from './records';
import { markQuestion, saveAnswer } from './save';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();

/** exam: the exam center, taking an attempt (start, save, marks, leaves, submit) and the records. */
export const examRoutes = groupRoutes(
  'exam',
  {
    examTab: (_body, ctx) => examTabs(ctx.db, ctx.user, now(ctx)),
    examList: (body, ctx) => examPage(ctx.db, ctx.user, body, now(ctx)),
    examInfo: (body, ctx) => examInfo(ctx.db, ctx.user, body.examId, now(ctx)),
    examLessonList: (body, ctx) => lessonExams(ctx.db, ctx.user, body.lessonId, now(ctx)),
    startExam: (body, ctx) => startAttempt(ctx.db, ctx.user, body.examId, ctx.clock.now(), 'center'),
    startLessonExam: (body, ctx) => startAttempt(ctx.db, ctx.user, body.examId, ctx.clock.now(), 'lesson'),
    getStartTime: async (body, ctx) => {
      const t = await attemptTimes(ctx.db, ctx.user.id, body.recordId, now(ctx));
      return { startTime: t.startTime, serverTime: t.serverTime };
    },
    getEndTime: async (body, ctx) => {
      const t = await attemptTimes(ctx.db, ctx.user.id, body.recordId, now(ctx));
      return { endTime: t.endTime, serverTime: t.serverTime };
    },
    saveExamAnswer: (body, ctx) => saveAnswer(ctx.db, ctx.user.id, body, now(ctx)),
    markQuestion: (body, ctx) => markQuestion(ctx.db, ctx.user.id, body, now(ctx)),
    leaveExam: (body, ctx) => leaveAttempt(ctx.db, ctx.user.id, body.recordId, now(ctx)),
    exitExam: (body, ctx) => exitAttempt(ctx.db, ctx.user.id, body.recordId, now(ctx)),
    submitExam: (body, ctx) => submitAttempt(ctx.db, ctx.user.id, body.recordId, now(ctx)),
    endExamRecord: (body, ctx) => recordPage(ctx.db, ctx.user.id, body, now(ctx)),
    examRecordDetail: (body, ctx) => recordDetail(ctx.db, ctx.user.id, body.recordId, now(ctx)),
  },
  { quiet: ['saveExamAnswer'] },
);
