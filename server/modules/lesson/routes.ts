import { groupRoutes } from '../../http/groupRoutes';
import { lessonInfo, lessonPage, lessonVideos, listTags, videoDetail } from './catalog';
import { resourceDetail } from './resourceDetail';
import { completeSession, heartbeat, startSession } from './sessions';
import { studyDayPage, studyTotals } from './studyDay';

/** lesson: the course catalogue, video playing and the study time the server credits. */
export const lessonRoutes = groupRoutes('lesson', {
  tags: (_body, ctx) => listTags(ctx.db),
  tagList: (body, ctx) => lessonPage(ctx.db, ctx.user.id, body),
  info: (body, ctx) => lessonInfo(ctx.db, ctx.user.id, body.lessonId),
  videos: (body, ctx) => lessonVideos(ctx.db, ctx.user.id, body.lessonId),
  videoDetail: (body, ctx) => videoDetail(ctx.db, ctx.user.id, body.videoId),
  resourceStart: (body, ctx) => startSession(ctx.db, ctx.user.id, body.videoId, ctx.clock.now()),
  resourceTime: (body, ctx) => heartbeat(ctx.db, ctx.user.id, body, ctx.clock.now()),
  resourceComplete: (body, ctx) => completeSession(ctx.db, ctx.user.id, body.sessionId, ctx.clock.now()),
  studyTime: (_body, ctx) => studyTotals(ctx.db, ctx.user.id, ctx.clock.now()),
  myStudyTimes: (body, ctx) => studyDayPage(ctx.db, ctx.user.id, body.pageNum, body.pageSize),
  resourceDetail: (body, ctx) => resourceDetail(ctx.db, ctx.user.id, body.videoId, ctx.clock.now()),
}, { quiet: ['resourceTime'] });
