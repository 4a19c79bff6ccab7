// Plain constants shared by the server and the web app (no TypeBox here, so the web bundle
// can import them at runtime for free).
export const CODE_OK = 99999;
export const CODE_OPERATION_ERROR = 10002;
export const CODE_TOKEN_EXPIRED = 10003;

export const API_TIMEOUT_MS = 15000;
export const TOKEN_EXPIRED_REDIRECT_MS = 1000;
export const BASE_PATH = '/training2/';

/** appId values of the other systems of the platform: their users are sent to the site root. */
export const BLOCKED_APP_IDS = [1, 2, 3, 4] as const;
/** The cadre (干部) app: no learning-the-way menu entry, has the cadre area. */
export const CADRE_APP_ID = 5;
/** The learner app of the demo data and of self-registration. */
export const LEARNER_APP_ID = 6;

/**
 * The server's refusal (code 10002) of every call but userInfo, updatePassword and logout while
 * the caller still has the initial password: the web app goes to the password change on it.
 */
export const MSG_CHANGE_INITIAL_PASSWORD = '请先修改初始密码';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
