import { groupRoutes } from '../../http/groupRoutes';
import { audiencesOf } from './audience';
import { assertVisible, lessonInfo, lessonPage, lessonVideos, listTags, videoDetail } from './catalog';
import { completeSession, heartbeat, startSession } from './sessions';
import { studyDayPage, studyTotals } from './studyDay';

/** lesson: the course catalogue, video playing and the study time the server credits. */
export const lessonRoutes = groupRoutes('lesson', {
  tags: (_body, ctx) => listTags(ctx.db),
  tagList: (body, ctx) => lessonPage(ctx.db, ctx.user.id, body, audiencesOf(ctx.user.appId)),
  info: (body, ctx) => lessonInfo(ctx.db, ctx.user.id, body.lessonId, audiencesOf(ctx.user.appId)),
  videos: (body, ctx) => lessonVideos(ctx.db, ctx.user.id, body.lessonId, audiencesOf(ctx.user.appId)),
  videoDetail: (body, ctx) => videoDetail(ctx.db, ctx.user.id, body.videoId, audiencesOf(ctx.user.appId)),
  // a cadre starts its videos here too (cadre/setResourceTime carries the heartbeats)
  resourceStart: async (body, ctx) => {
    await assertVisible(ctx.db, audiencesOf(ctx.user.appId), { videoId: body.videoId });
    return startSession(ctx.db, ctx.user.id, body.videoId, ctx.clock.now());
  },
  resourceTime: (body, ctx) => heartbeat(ctx.db, ctx.user.id, body, ctx.clock.now()),
  resourceComplete: (body, ctx) => completeSession(ctx.db, ctx.user.id, body.sessionId, ctx.clock.now()),
  studyTime: (_body, ctx) => studyTotals(ctx.db, ctx.user.id, ctx.clock.now()),
  myStudyTimes: (body, ctx) => studyDayPage(ctx.db, ctx.user.id, body.pageNum, body.pageSize),
});
