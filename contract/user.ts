import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Empty, Id, IsoTime, NullData, Nullable, Str } from './common';
import { defineSchemas } from './defineSchemas';
import { userExamSchemas } from './userExam';
import { userGraduationSchemas } from './userGraduation';
import { userReportSchemas } from './userReport';
import { userStatsSchemas } from './userStats';

export const Gender = Nullable(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '性别' }));

/** The logged-in user as the server describes them (`user/userInfo`). */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  gender: Gender,
  appId: Type.Integer(),
  avatarUrl: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  studentNo: Type.String(),
  nation: Type.String({ description: 'enum nation value' }),
  education: Type.String({ description: 'enum education value' }),
  partyStatus: Type.String({ description: 'enum partyStatus value' }),
  birthday: Nullable(Type.String()),
  joinPartyDate: Nullable(Type.String()),
  college: Type.String(),
  major: Type.String(),
  className: Type.String(),
  identityId: Nullable(Type.Integer()),
  identityName: Type.String(),
  orgId: Nullable(Type.Integer()),
  orgName: Type.String(),
  /** names from the top of the tree down to the user's branch, e.g. 校党委 / 计算机学院党委 / ... */
  orgPath: Type.Array(Type.String()),
  phaseId: Nullable(Type.Integer()),
  phaseName: Type.String(),
  stageId: Nullable(Type.Integer()),
  stageName: Type.String(),
  defaultPassword: Type.Boolean(),
  /** false while a self-registered account waits for its branch to confirm it: no branch matters, no class sign-up */
  branchConfirmed: Type.Boolean(),
  lastLoginAt: Nullable(IsoTime),
});
export type UserInfo = Static<typeof UserInfo>;

export const Account = Str('账号', 4, 32, { pattern: '^[A-Za-z0-9_.@-]+$' });
/** Policy is checked by the server (8-64 chars, 3 of 4 classes, not the account). */
export const NewPassword = Str('新密码', 1, 64);
export const CaptchaFields = {
  captchaId: Str('验证码标识', 1, 64),
  captchaCode: Str('验证码', 1, 10),
};
export const MailCode = Str('邮箱验证码', 6, 6, { pattern: '^\\d{6}$' });
export const Email = Str('邮箱', 3, 100, { format: 'email' });

export const Captcha = Type.Object({
  captchaId: Type.String(),
  svg: Type.String({ description: 'an SVG image of the code' }),
  expiresIn: Type.Integer({ description: 'seconds' }),
});
export type Captcha = Static<typeof Captcha>;

export const LoginResult = Type.Object({
  token: Type.String(),
  expiresAt: IsoTime,
  defaultPassword: Type.Boolean(),
  userInfo: UserInfo,
});
export type LoginResult = Static<typeof LoginResult>;

/**
 * Fields a learner may change about themselves (editUserInfo and center/editUser). The name is
 * the organisation's once recorded: the same name passes, another is refused, none keeps it.
 */
export const ProfilePatch = Type.Object({
  name: Type.Optional(Str('姓名', 2, 20)),
  gender: Type.Optional(Gender),
  phone: Type.Optional(Type.Union([Type.Literal(''), Str('手机号', 11, 11, { pattern: '^1[3-9]\\d{9}$' })], { title: '手机号' })),
  email: Type.Optional(Type.Union([Type.Literal(''), Email], { title: '邮箱' })),
  avatarUrl: Type.Optional(Str('头像', 0, 300)),
  nation: Type.Optional(Str('民族', 0, 20)),
  education: Type.Optional(Str('学历', 0, 20)),
  birthday: Type.Optional(Nullable(DateStr('出生日期'))),
  college: Type.Optional(Str('学院', 0, 50)),
  major: Type.Optional(Str('专业', 0, 50)),
  className: Type.Optional(Str('班级', 0, 50)),
  identityId: Type.Optional(Nullable(Id('身份'))),
  orgId: Type.Optional(Nullable(Id('所在党组织'))),
});
export type ProfilePatch = Static<typeof ProfilePatch>;

export const Identity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** a person may state it about themselves (registration, a profile without one); the others are the organisation's */
  selfDeclared: Type.Boolean(),
});
export type Identity = Static<typeof Identity>;

export interface OrgNode {
  id: number;
  name: string;
  /** enum orgKind: 党委 | 党总支 | 党支部 */
  kind: string;
  children: OrgNode[];
}
export const OrgNode = Type.Recursive((This) =>
  Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String(), children: Type.Array(This) }),
);

export const Phase = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Phase = Static<typeof Phase>;
export const Stage = Type.Object({
  id: Type.Integer(),
  phaseId: Type.Integer(),
  name: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
});
export type Stage = Static<typeof Stage>;

export const SSO_PROVIDERS = ['oidc', 'cas'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Whether the login page offers campus sign-in (统一身份认证), and where the provider's logout is. */
export const SsoOptions = Type.Object({
  /** null: no provider configured, the page shows the captcha form only */
  provider: Nullable(Type.Union(SSO_PROVIDERS.map((p) => Type.Literal(p)))),
  /** the button's text (SSO_LABEL) */
  label: Type.String(),
  /** the provider's logout page (it returns to the login page), or null */
  logoutUrl: Nullable(Type.String()),
});
export type SsoOptions = Static<typeof SsoOptions>;

export const MAIL_PURPOSES = ['register', 'forgetPwd'] as const;

export const userSchemas = defineSchemas('user', {
  generateCaptcha: { summary: '生成图形验证码', body: Empty, data: Captcha },
  getCaptcha: {
    summary: '更换图形验证码（传入旧的验证码标识时作废旧码）',
    body: Type.Object({ captchaId: Type.Optional(Str('验证码标识', 1, 64)) }),
    data: Captcha,
  },
  login: {
    summary: '账号密码登录（需图形验证码），返回 token 与用户信息',
    body: Type.Object({ account: Account, password: Str('密码', 1, 64), ...CaptchaFields }),
    data: LoginResult,
  },
  logout: { summary: '退出登录，当前 token 随即失效', body: Empty, data: NullData },
  register: {
    summary: '自助注册（需邮箱验证码），成功后即为登录状态',
    body: Type.Object({
      account: Account,
      password: NewPassword,
      name: Str('姓名', 2, 20),
      email: Email,
      mailCode: MailCode,
      gender: Type.Optional(Gender),
      identityId: Type.Optional(Nullable(Id('身份'))),
      orgId: Type.Optional(Nullable(Id('所在党组织'))),
    }),
    data: LoginResult,
  },
  sendMail: {
    summary: '发送邮箱验证码（注册或找回密码，需图形验证码）',
    body: Type.Object({
      email: Email,
      purpose: Type.Union(
        MAIL_PURPOSES.map((p) => Type.Literal(p)),
        { title: '用途' },
      ),
      /** required for forgetPwd: the account the address must belong to */
      account: Type.Optional(Account),
      ...CaptchaFields,
    }),
    data: Type.Object({ expiresIn: Type.Integer(), resendIn: Type.Integer() }),
  },
  forgetPwd: {
    summary: '凭邮箱验证码重置密码',
    body: Type.Object({ account: Account, email: Email, mailCode: MailCode, newPassword: NewPassword }),
    data: NullData,
  },
  ssoOptions: {
    summary: '统一身份认证（CAS 或 OIDC）是否已配置：登录页按钮的文字，以及退出时可去的认证中心退出地址',
    body: Empty,
    data: SsoOptions,
  },
  ssoLogin: {
    summary: '用统一身份认证回调给出的一次性票据登录（60 秒内有效），返回与账号密码登录相同的内容',
    body: Type.Object({ ticket: Str('登录票据', 1, 200) }),
    data: LoginResult,
  },
  userInfo: { summary: '获取当前登录用户的信息', body: Empty, data: UserInfo },
  editUserInfo: { summary: '修改当前用户的个人信息', body: ProfilePatch, data: UserInfo },
  updatePassword: {
    summary: '修改密码（需原密码）',
    body: Type.Object({ oldPassword: Str('原密码', 1, 64), newPassword: NewPassword }),
    data: NullData,
  },
  identityList: { summary: '获取身份列表', body: Empty, data: Type.Array(Identity) },
  treeList: { summary: '获取党组织树', body: Empty, data: Type.Array(OrgNode) },
  phaselist: { summary: '获取培训阶段列表', body: Empty, data: Type.Array(Phase) },
  stageList: {
    summary: '获取培训期次列表（可按培训阶段筛选）',
    body: Type.Object({ phaseId: Type.Optional(Id('培训阶段')) }),
    data: Type.Array(Stage),
  },
  ...userExamSchemas,
  ...userGraduationSchemas,
  ...userReportSchemas,
  ...userStatsSchemas,
});
