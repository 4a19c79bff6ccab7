import { groupRoutes } from '../../http/groupRoutes';
import { CADRE_ONLY } from '../lesson/audience';
import { assertVisible, lessonPage, lessonVideos, videoDetail } from '../lesson/catalog';
import { discussionCount } from '../lesson/discussions';
import { lessonReadings } from '../lesson/reading';
import { heartbeat } from '../lesson/sessions';
import { forCadres } from './guard';
import { specialDetail, specialPage, stageVideos } from './specials';

/**
 * cadre: the cadre area, for cadres only (forCadres). Its lessons are the lesson module's, seen
 * through the cadre audience; a cadre's video session starts with lesson/resourceStart and its
 * heartbeats come here, credited by the same code as a learner's.
 */
export const cadreRoutes = groupRoutes(
  'cadre',
  forCadres<'cadre'>({
    lessonList: (body, ctx) => lessonPage(ctx.db, ctx.user.id, body, CADRE_ONLY),
    lessonVideoResourceList: (body, ctx) => lessonVideos(ctx.db, ctx.user.id, body.lessonId, CADRE_ONLY),
    lessonVideoResourceDetail: (body, ctx) => videoDetail(ctx.db, ctx.user.id, body.videoId, CADRE_ONLY),
    discussCount: async (body, ctx) => {
      await assertVisible(ctx.db, CADRE_ONLY, { lessonId: body.lessonId });
      return discussionCount(ctx.db, body.lessonId);
    },
    lessonReadList: async (body, ctx) => {
      await assertVisible(ctx.db, CADRE_ONLY, { lessonId: body.lessonId });
      return lessonReadings(ctx.db, body.lessonId);
    },
    setResourceTime: (body, ctx) => heartbeat(ctx.db, ctx.user.id, body, ctx.clock.now()),
    specialList: (body, ctx) => specialPage(ctx.db, ctx.user.id, body),
    specialDetail: (body, ctx) => specialDetail(ctx.db, ctx.user.id, body.specialId),
    stageVideos: (body, ctx) => stageVideos(ctx.db, ctx.user.id, body.stageId),
  }),
  { quiet: ['setResourceTime'] },
);
