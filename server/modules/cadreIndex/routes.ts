import { groupRoutes } from '../../http/groupRoutes';
import { forCadres } from '../cadre/guard';
import { listTags } from '../lesson/catalog';
import { cadreCard } from './card';

/** cadreIndex: the cadre's home and course landing (cadres only). */
export const cadreIndexRoutes = groupRoutes(
  'cadreIndex',
  forCadres<'cadreIndex'>({
    lessonTagList: (_body, ctx) => listTags(ctx.db, 'cadre'),
    userInfo: (_body, ctx) => cadreCard(ctx.db, ctx.user.id, ctx.clock.now()),
  }),
);
