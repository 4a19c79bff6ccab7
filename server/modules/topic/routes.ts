import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { examInfo } from '../exam/cards';
import { beijingDate } from '../../lib/beijingDate';
import { withProgress } from '../lesson/catalog';
import { memberTopic } from './access';
import { earlierTopics, thisYearTopics, topicDetail, topicPage } from './cards';
import { expertDetail, expertList } from './experts';
import { newsPage, openMaterial, stageMaterials } from './materials';
import { noticeDetail, noticePage } from './notices';
import { topicLessons } from './requirements';
import { workDetail, writeExperience } from './work';

const today = (ctx: HandlerCtx<true>) => beijingDate(ctx.clock.now());
const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();

/** topic: special training topics of the learner, their stages, materials, experts, notices, exam and write-up. */
export const topicRoutes = groupRoutes('topic', {
  list: (body, ctx) => topicPage(ctx.db, ctx.user.id, body, today(ctx)),
  newTopicList: (_body, ctx) => thisYearTopics(ctx.db, ctx.user.id, today(ctx)),
  topicLastYear: (_body, ctx) => earlierTopics(ctx.db, ctx.user.id, today(ctx)),
  detail: (body, ctx) => topicDetail(ctx.db, ctx.user.id, body.topicId, today(ctx), now(ctx)),
  lessonSubList: async (body, ctx) => {
    await memberTopic(ctx.db, ctx.user.id, body.topicId);
    return withProgress(ctx.db, ctx.user.id, await topicLessons(ctx.db, body.topicId));
  },
  learnNewsList: (body, ctx) => newsPage(ctx.db, ctx.user.id, body),
  stageMaterials: (body, ctx) => stageMaterials(ctx.db, ctx.user.id, body.stageId, today(ctx)),
  materialDetail: (body, ctx) => openMaterial(ctx.db, ctx.user.id, body.materialId, now(ctx)),
  expertList: (body, ctx) => expertList(ctx.db, ctx.user.id, body.topicId),
  expertDetail: (body, ctx) => expertDetail(ctx.db, ctx.user.id, body.topicId, body.expertId),
  noticeList: (body, ctx) => noticePage(ctx.db, ctx.user.id, body),
  noticeDetail: (body, ctx) => noticeDetail(ctx.db, ctx.user.id, body.topicId, body.noticeId),
  examInfo: async (body, ctx) => {
    const topic = await memberTopic(ctx.db, ctx.user.id, body.topicId);
    return topic.examId === null ? null : examInfo(ctx.db, ctx.user, topic.examId, now(ctx));
  },
  workDetail: (body, ctx) => workDetail(ctx.db, ctx.user.id, body.topicId, now(ctx)),
  writeExperience: (body, ctx) => writeExperience(ctx.db, ctx.user.id, body, now(ctx)),
});
