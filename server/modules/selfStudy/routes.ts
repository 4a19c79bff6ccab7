import { groupRoutes } from '../../http/groupRoutes';
import { studyInfo } from './studyInfo';

/** selfStudy: the learner's own study summary. */
export const selfStudyRoutes = groupRoutes('selfStudy', {
  studyInfo: (_body, ctx) => studyInfo(ctx.db, ctx.user.id, ctx.clock.now()),
});
