// Every call of the platform: its path, the client that sends it and whether it needs a token.
// Runtime data without TypeBox, imported by both programs; the shapes are in the group files.
export type ClientKind = 'form' | 'json' | 'multipart';

export interface EndpointInfo {
  readonly path: string;
  readonly client: ClientKind;
  /** false: callable without a token (login page, registration, settings) */
  readonly auth: boolean;
}

const training = (group: string, name: string, client: ClientKind = 'json', auth = true): EndpointInfo => ({
  path: `/trainingApi/v1/${group}/${name}`,
  client,
  auth,
});
const system = (name: string, auth = false): EndpointInfo => ({
  path: `/goplatform/v1/system/${name}`,
  client: 'form',
  auth,
});

export const endpoints = {
  base: {
    getSetting: system('getSetting'),
    getAppSetting: system('getAppSetting'),
    getEnumByCode: system('getEnumByCode'),
    uploadFile: training('base', 'uploadFile', 'multipart'),
  },
  user: {
    generateCaptcha: training('user', 'generateCaptcha', 'json', false),
    getCaptcha: training('user', 'getCaptcha', 'json', false),
    login: training('user', 'login', 'json', false),
    logout: training('user', 'logout'),
    register: training('user', 'register', 'json', false),
    sendMail: training('user', 'sendMail', 'json', false),
    forgetPwd: training('user', 'forgetPwd', 'json', false),
    userInfo: training('user', 'userInfo'),
    editUserInfo: training('user', 'editUserInfo'),
    updatePassword: training('user', 'updatePassword'),
    identityList: training('user', 'identityList', 'json', false),
    treeList: training('user', 'treeList', 'json', false),
    phaselist: training('user', 'phaselist', 'json', false),
    stageList: training('user', 'stageList', 'json', false),
  },
  cms: {
    banners: training('cms', 'banners'),
    notices: training('cms', 'notices'),
    noticeList: training('cms', 'noticeList'),
    noticeDetail: training('cms', 'noticeDetail'),
    categoryChildren: training('cms', 'categoryChildren'),
    newListTop: training('cms', 'newListTop'),
    newList: training('cms', 'newList'),
    newDetail: training('cms', 'newDetail'),
  },
  center: {
    userDetail: training('center', 'userDetail'),
    editUser: training('center', 'editUser'),
  },
  partyIndex: {
    userInfo: training('partyIndex', 'userInfo', 'form'),
  },
} as const;

export type GroupName = keyof typeof endpoints;
