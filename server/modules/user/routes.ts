import { groupRoutes } from '../../http/groupRoutes';
import { issueCaptcha } from '../../lib/captcha';
import { examStatus } from '../exam/status';
import { ssoLogin, ssoOptions } from '../sso/login';
import { wrongDist, wrongPage } from '../exam/wrongBook';
import { identityList, phaseList, stageList, treeList } from './directory';
import * as service from './service';
import { graduationStatus } from './graduation';
import { ranking } from './ranking';
import { stageReport } from './report';
import { closeSession } from './session';
import { studyTime, userStudyInfo } from './stats';
import { loadUserInfo, updateProfile } from './userInfo';

/** user: login and registration, the caller's profile and password, the pick lists. */
export const userRoutes = groupRoutes('user', {
  generateCaptcha: (_body, ctx) => issueCaptcha(ctx.db),
  getCaptcha: (body, ctx) => issueCaptcha(ctx.db, body.captchaId),
  login: (body, ctx) => service.login(ctx.db, ctx.config.tokenTtl, body),
  logout: async (_body, ctx) => {
    await closeSession(ctx.db, ctx.token);
    return null;
  },
  register: (body, ctx) => service.register(ctx.db, ctx.config.tokenTtl, body),
  sendMail: (body, ctx) => service.sendMail(ctx.db, ctx.mailer, ctx.log, body),
  forgetPwd: (body, ctx) => service.forgetPwd(ctx.db, body),
  ssoOptions: (_body, ctx) => ssoOptions(ctx.config, ctx.log),
  ssoLogin: (body, ctx) => ssoLogin(ctx.db, ctx.config.tokenTtl, body.ticket, ctx.log),
  userInfo: (_body, ctx) => loadUserInfo(ctx.db, ctx.user.id),
  editUserInfo: async (body, ctx) => {
    await updateProfile(ctx.db, ctx.user.id, body);
    return loadUserInfo(ctx.db, ctx.user.id);
  },
  updatePassword: (body, ctx) => service.updatePassword(ctx.db, ctx.user, ctx.token, body),
  identityList: (_body, ctx) => identityList(ctx.db),
  treeList: (_body, ctx) => treeList(ctx.db),
  phaselist: (_body, ctx) => phaseList(ctx.db),
  stageList: (body, ctx) => stageList(ctx.db, body.phaseId),
  wrongQuestions: (body, ctx) => wrongPage(ctx.db, ctx.user.id, body, ctx.clock.iso()),
  wrongQuestionsDist: (_body, ctx) => wrongDist(ctx.db, ctx.user.id),
  examStatus: (_body, ctx) => examStatus(ctx.db, ctx.user, ctx.clock.iso()),
  graduation: (_body, ctx) => graduationStatus(ctx.db, ctx.user.id),
  ranking: (body, ctx) => ranking(ctx.db, ctx.user.id, body.level ?? 'branch'),
  stageReport: (_body, ctx) => stageReport(ctx.db, ctx.user.id, ctx.clock.now()),
  studyInfo: (_body, ctx) => userStudyInfo(ctx.db, ctx.user.id, ctx.user.appId),
  studyTime: (body, ctx) => studyTime(ctx.db, ctx.user.id, ctx.clock.now(), body.days ?? 30),
});
