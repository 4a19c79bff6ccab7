import { Type, type Static } from '@sinclair/typebox';
import { Empty, Str } from './common';
import { defineSchemas } from './defineSchemas';

/** `base` part of the system setting; travels as a JSON string (spec §7). */
export const BaseSetting = Type.Object({
  platformName: Type.String(),
  logoUrl: Type.String(),
  footerText: Type.String(),
  copyright: Type.String(),
  icp: Type.String(),
  contactPhone: Type.String(),
  helpUrl: Type.String({ description: 'embedded in the help popup with ?qgToken=<token>' }),
  registerEnabled: Type.Boolean(),
  loginNotice: Type.String(),
});
export type BaseSetting = Static<typeof BaseSetting>;

/** `video` part of the system setting: the study rules the server applies. */
export const VideoSetting = Type.Object({
  heartbeatSeconds: Type.Integer({ minimum: 5, maximum: 300 }),
  allowSeek: Type.Boolean(),
  maxSpeed: Type.Number({ minimum: 1, maximum: 3 }),
  completeRatio: Type.Number({ minimum: 0.5, maximum: 1 }),
  pauseOnBlur: Type.Boolean(),
});
export type VideoSetting = Static<typeof VideoSetting>;

export const EnumItem = Type.Object({ value: Type.String(), label: Type.String() });
export type EnumItem = Static<typeof EnumItem>;

/** The enum codes the server knows; getEnumByCode answers 10002 for any other. */
export const ENUM_CODES = ['gender', 'nation', 'education', 'partyStatus', 'orgKind'] as const;
export type EnumCode = (typeof ENUM_CODES)[number];

/** What the login page shows before anyone has a token (getSetting is only fetched with one, spec §4). */
export const LoginBrand = Type.Pick(BaseSetting, ['platformName', 'logoUrl', 'loginNotice', 'registerEnabled']);
export type LoginBrand = Static<typeof LoginBrand>;

export const AppSetting = Type.Object({
  appId: Type.Integer(),
  appName: Type.String(),
  learningTheWay: Type.Boolean({ description: 'the learning-the-way area is open to this app' }),
  cadreArea: Type.Boolean(),
  login: LoginBrand,
});
export type AppSetting = Static<typeof AppSetting>;

/** avatar: a square image; photo: an image (a practice record's, a board post's); attachment: an image or a PDF */
export const UPLOAD_PURPOSES = ['avatar', 'attachment', 'photo'] as const;
/** An avatar is square and at most this many pixels a side: the web app crops and scales before upload. */
export const AVATAR_MAX_PX = 256;
export const UploadedFile = Type.Object({
  url: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const baseSchemas = defineSchemas('base', {
  getSetting: {
    summary: '获取系统设置（基础设置与视频学习规则，各为一个 JSON 字符串）',
    body: Empty,
    data: Type.Object({ video: Type.String(), base: Type.String() }),
  },
  getAppSetting: {
    summary: '获取调用方所属应用的设置（已登录按用户，否则按 appId 请求头），含登录页所需的平台名称、标志、登录须知与注册开关',
    body: Empty,
    data: AppSetting,
  },
  getEnumByCode: {
    summary: '按编码获取枚举项（gender、nation、education、partyStatus、orgKind）',
    body: Type.Object({ code: Str('枚举编码', 1, 40) }),
    data: Type.Array(EnumItem),
  },
  uploadFile: {
    summary: '上传文件（头像或附件），返回访问地址',
    // `file` arrives as a multipart file part; the server checks its size and real type.
    body: Type.Object({
      file: Type.Any({ title: '文件' }),
      purpose: Type.Optional(
        Type.Union(
          UPLOAD_PURPOSES.map((p) => Type.Literal(p)),
          { title: '用途' },
        ),
      ),
    }),
    data: UploadedFile,
  },
});
