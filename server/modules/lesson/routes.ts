import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { lessonHandouts, lessonOutline, lessonReadings, readingDetail, readingLesson } from './reading';
import { selectElective } from './electives';
import { audiencesOf } from './audience';
import { assertVisible, lessonInfo, lessonPage, lessonVideos, listTags, videoDetail } from './catalog';
import { withPlanKind } from './planKind';
import { resourceDetail } from './resourceDetail';
import { completeSession, heartbeat, startSession } from './sessions';
import { courseCenter, myLessons, stageLessons } from './stageLessons';
import { studyDayPage, studyTotals } from './studyDay';
import { deleteNote, listNotes, writeNote } from './notes';
import { discussionCount, discussionPage, writeDiscussion } from './discussions';
import { setZan, zanInfo } from './likes';

/** The separation guard first (audience.ts): a learner hears that a cadre lesson or video does not exist. */
const visible = (ctx: HandlerCtx<true>, by: Parameters<typeof assertVisible>[2]) => assertVisible(ctx.db, audiencesOf(ctx.user.appId), by);

/** lesson: the course catalogue, video playing and the study time the server credits. */
export const lessonRoutes = groupRoutes(
  'lesson',
  {
    tags: (_body, ctx) => listTags(ctx.db),
    tagList: async (body, ctx) => {
      const page = await lessonPage(ctx.db, ctx.user.id, body, audiencesOf(ctx.user.appId));
      return { ...page, list: await withPlanKind(ctx.db, ctx.user.id, page.list) };
    },
    info: async (body, ctx) =>
      (await withPlanKind(ctx.db, ctx.user.id, [await lessonInfo(ctx.db, ctx.user.id, body.lessonId, audiencesOf(ctx.user.appId))]))[0],
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
    subList: (body, ctx) => visible(ctx, { lessonId: body.lessonId }).then(() => lessonOutline(ctx.db, body.lessonId)),
    lecture: (body, ctx) => visible(ctx, { lessonId: body.lessonId }).then(() => lessonHandouts(ctx.db, body.lessonId)),
    readList: (body, ctx) => visible(ctx, { lessonId: body.lessonId }).then(() => lessonReadings(ctx.db, body.lessonId)),
    // the guard before anything else is said of the reading (another lesson's: readingDetail refuses)
    readDetail: async (body, ctx) => {
      await visible(ctx, { lessonId: await readingLesson(ctx.db, body.id) });
      return readingDetail(ctx.db, body.id, body.lessonId);
    },
    center: (_body, ctx) => courseCenter(ctx.db, ctx.user.id),
    stageLesson: (body, ctx) => stageLessons(ctx.db, ctx.user.id, body.kind),
    selectVideo: (body, ctx) => selectElective(ctx.db, ctx.user.id, body, ctx.clock.now().toISOString()),
    myLesson: (body, ctx) => myLessons(ctx.db, ctx.user.id, body),
    noteList: (body, ctx) => visible(ctx, { videoId: body.videoId }).then(() => listNotes(ctx.db, ctx.user.id, body.videoId)),
    writeNote: (body, ctx) => visible(ctx, { videoId: body.videoId }).then(() => writeNote(ctx.db, ctx.user.id, body, ctx.clock.now())),
    deleteNote: (body, ctx) => deleteNote(ctx.db, ctx.user.id, body.noteId),
    discussionList: (body, ctx) => visible(ctx, { lessonId: body.lessonId }).then(() => discussionPage(ctx.db, ctx.user.id, body)),
    writeDiscussion: (body, ctx) =>
      visible(ctx, { lessonId: body.lessonId }).then(() => writeDiscussion(ctx.db, ctx.user.id, body, ctx.clock.now())),
    discussionCount: (body, ctx) => visible(ctx, { lessonId: body.lessonId }).then(() => discussionCount(ctx.db, body.lessonId)),
    videoZan: (body, ctx) => visible(ctx, { videoId: body.videoId }).then(() => setZan(ctx.db, ctx.user.id, body, ctx.clock.now())),
    videoZanInfo: (body, ctx) => visible(ctx, { videoId: body.videoId }).then(() => zanInfo(ctx.db, ctx.user.id, body.videoId)),
    resourceDetail: (body, ctx) =>
      visible(ctx, { videoId: body.videoId }).then(() => resourceDetail(ctx.db, ctx.user.id, body.videoId, ctx.clock.now())),
  },
  { quiet: ['resourceTime'] },
);
