import { LEARNER_APP_ID } from '../../../contract/codes';
import { headerAppId } from '../../http/auth';
import { groupRoutes } from '../../http/groupRoutes';
import { PERSONAL_PURPOSES, signedUploadUrl } from '../../static/personalFiles';
import { appSetting, enumByCode } from './service';
import { loadBaseSetting, loadVideoSetting } from './settings';
import { saveUpload } from './upload';
import { purposeMaxMb } from './uploadLimits';

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
  uploadFile: async (body, ctx) => {
    const purpose = body.purpose ?? 'attachment';
    const limits = { uploadDir: ctx.config.uploadDir, maxMb: purposeMaxMb(ctx.config, purpose), quotaMb: ctx.config.uploadQuotaMb };
    const stored = await saveUpload(ctx.db, limits, ctx.user.id, body.file, purpose);
    // a personal file's address works for a few minutes only (static/personalFiles.ts)
    return PERSONAL_PURPOSES.includes(purpose)
      ? { ...stored, url: await signedUploadUrl(ctx.db, stored.url, ctx.clock.now().getTime()) }
      : stored;
  },
});
