import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { closeVote } from './close';
import { createVote } from './create';
import { voteDetail, votePage } from './votes';

/** vote: 投票表决 from the organiser's side (create, follow the turnout, results, end early). */
export const voteRoutes = groupRoutes('vote', {
  list: organiserHandler((body, { db, clock }, o) => votePage(db, o, body, clock.iso())),
  create: organiserHandler((body, { db, clock }, o) => createVote(db, o, body, clock.now())),
  detail: organiserHandler((body, { db, clock }, o) => voteDetail(db, o, body.voteId, clock.iso())),
  close: organiserHandler((body, { db, clock }, o) => closeVote(db, o, body.voteId, clock.now())),
});
