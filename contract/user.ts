import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Empty, Id, IsoTime, NullData, Nullable, Str } from './common';
import { defineSchemas } from './defineSchemas';

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

/** Fields a learner may change about themselves (editUserInfo and center/editUser). */
export const ProfilePatch = Type.Object({
  name: Str('姓名', 2, 20),
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

export const Identity = Type.Object({ id: Type.Integer(), name: Type.String() });
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

export const MAIL_PURPOSES = ['register', 'forgetPwd'] as const;

export const userSchemas = defineSchemas('user', {
  generateCaptcha: { body: Empty, data: Captcha },
  getCaptcha: { body: Type.Object({ captchaId: Type.Optional(Str('验证码标识', 1, 64)) }), data: Captcha },
  login: {
    body: Type.Object({ account: Account, password: Str('密码', 1, 64), ...CaptchaFields }),
    data: LoginResult,
  },
  logout: { body: Empty, data: NullData },
  register: {
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
    body: Type.Object({
      email: Email,
      purpose: Type.Union(MAIL_PURPOSES.map((p) => Type.Literal(p)), { title: '用途' }),
      /** required for forgetPwd: the account the address must belong to */
      account: Type.Optional(Account),
      ...CaptchaFields,
    }),
    data: Type.Object({ expiresIn: Type.Integer(), resendIn: Type.Integer() }),
  },
  forgetPwd: {
    body: Type.Object({ account: Account, email: Email, mailCode: MailCode, newPassword: NewPassword }),
    data: NullData,
  },
  userInfo: { body: Empty, data: UserInfo },
  editUserInfo: { body: ProfilePatch, data: UserInfo },
  updatePassword: {
    body: Type.Object({ oldPassword: Str('原密码', 1, 64), newPassword: NewPassword }),
    data: NullData,
  },
  identityList: { body: Empty, data: Type.Array(Identity) },
  treeList: { body: Empty, data: Type.Array(OrgNode) },
  phaselist: { body: Empty, data: Type.Array(Phase) },
  stageList: { body: Type.Object({ phaseId: Type.Optional(Id('培训阶段')) }), data: Type.Array(Stage) },
});
