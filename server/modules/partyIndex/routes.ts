import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, schemas } from '../../../contract';
import { tokenExpired } from '../../http/envelope';
import { route } from '../../http/route';
import { partyUserInfo } from './service';

function callerId(req: FastifyRequest): number {
  if (!req.user) throw tokenExpired();
  return req.user.id;
}

/** partyIndex: the party-activity area's header (this slice: userInfo, a form call). */
export async function partyIndexRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.partyIndex.userInfo, schemas.partyIndex.userInfo, (_body, req) =>
    partyUserInfo(req.server.db, callerId(req)),
  );
}
