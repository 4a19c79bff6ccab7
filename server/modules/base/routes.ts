import type { FastifyInstance } from 'fastify';
import { baseSchemas as s } from '../../../contract/base';
import { LEARNER_APP_ID } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import { headerAppId } from '../../http/auth';
import { tokenExpired } from '../../http/envelope';
import { route } from '../../http/route';
import { appSetting, enumByCode } from './service';
import { loadBaseSetting, loadVideoSetting } from './settings';
import { saveUpload } from './upload';

const e = endpoints.base;

export async function baseRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The spec delivers both parts as JSON strings; the web app parses them.
  route(app, e.getSetting, s.getSetting, async () => ({
    video: JSON.stringify(await loadVideoSetting(db)),
    base: JSON.stringify(await loadBaseSetting(db)),
  }));
  // A logged-in caller's app is the one on record; the header only speaks for anonymous callers.
  route(app, e.getAppSetting, s.getAppSetting, (_body, req) =>
    appSetting(db, req.user?.appId ?? headerAppId(req) ?? LEARNER_APP_ID),
  );
  route(app, e.getEnumByCode, s.getEnumByCode, (body) => enumByCode(db, body.code));
  route(app, e.uploadFile, s.uploadFile, (body, req) => {
    if (!req.user) throw tokenExpired('请先登录');
    return saveUpload(app, req.user.id, body.file, body.purpose ?? 'attachment');
  });
}
