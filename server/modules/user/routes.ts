import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../../contract/endpoints';
import { userSchemas as s } from '../../../contract/user';
import { readToken } from '../../http/auth';
import { tokenExpired } from '../../http/envelope';
import { route } from '../../http/route';
import { issueCaptcha } from '../../lib/captcha';
import { identityList, phaseList, stageList, treeList } from './directory';
import * as service from './service';
import { closeSession } from './session';
import { loadUserInfo, updateProfile } from './userInfo';

const e = endpoints.user;

/** The caller of a route that requires a token (the auth hook has already checked it). */
function caller(req: FastifyRequest) {
  if (!req.user) throw tokenExpired('请先登录');
  return req.user;
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, e.generateCaptcha, s.generateCaptcha, () => issueCaptcha(db));
  route(app, e.getCaptcha, s.getCaptcha, (body) => issueCaptcha(db, body.captchaId));
  route(app, e.login, s.login, (body) => service.login(app, body));
  route(app, e.logout, s.logout, async (_body, req) => {
    caller(req);
    await closeSession(db, readToken(req)!);
    return null;
  });
  route(app, e.register, s.register, (body) => service.register(app, body));
  route(app, e.sendMail, s.sendMail, (body) => service.sendMail(app, body));
  route(app, e.forgetPwd, s.forgetPwd, (body) => service.forgetPwd(app, body));
  route(app, e.userInfo, s.userInfo, (_body, req) => loadUserInfo(db, caller(req).id));
  route(app, e.editUserInfo, s.editUserInfo, async (body, req) => {
    const { id } = caller(req);
    await updateProfile(db, id, body);
    return loadUserInfo(db, id);
  });
  route(app, e.updatePassword, s.updatePassword, (body, req) =>
    service.updatePassword(app, caller(req).id, readToken(req)!, body),
  );
  route(app, e.identityList, s.identityList, () => identityList(db));
  route(app, e.treeList, s.treeList, () => treeList(db));
  route(app, e.phaselist, s.phaselist, () => phaseList(db));
  route(app, e.stageList, s.stageList, (body) => stageList(db, body.phaseId));
}
