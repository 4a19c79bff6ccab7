import { LEARNER_APP_ID } from '../../../contract/codes';
import { headerAppId } from '../../http/auth';
import { groupRoutes } from '../../http/groupRoutes';
import { appSetting, enumByCode } from './service';
import { loadBaseSetting, loadVideoSetting } from './settings';
import { saveUpload } from './upload';

/** base: system settings, enumerations and file upload. */
export const baseRoutes = groupRoutes('base', {
  // The spec delivers both parts as JSON strings; the web app parses them.
  getSetting: async (_body, ctx) => ({
    video: JSON.stringify(await loadVideoSetting(ctx.db)),
    base: JSON.stringify(await loadBaseSetting(ctx.db)),
  }),
  // A logged-in caller's app is the one on record; the header only speaks for anonymous callers.
  getAppSetting: (_body, ctx) => appSetting(ctx.db, ctx.user?.appId ?? headerAppId(ctx.headers) ?? LEARNER_APP_ID),
  getEnumByCode: (body, ctx) => enumByCode(ctx.db, body.code),
  uploadFile: (body, ctx) =>
    saveUpload(ctx.db, { dataDir: ctx.config.dataDir, maxMb: ctx.config.uploadMaxMb, quotaMb: ctx.config.uploadQuotaMb }, ctx.user.id, body.file, body.purpose ?? 'attachment'),
});
