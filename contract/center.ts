import { Type, type Static } from '@sinclair/typebox';
import { Empty, IsoTime } from './common';
import { ProfilePatch, UserInfo } from './user';
import { defineSchemas } from './defineSchemas';

/** The personal-space view of a user: the user info plus account facts. */
export const UserDetail = Type.Composite([
  UserInfo,
  Type.Object({ createdAt: IsoTime, passwordChangedAt: Type.Union([IsoTime, Type.Null()]) }),
]);
export type UserDetail = Static<typeof UserDetail>;

export const centerSchemas = defineSchemas('center', {
  userDetail: { summary: '获取个人空间的用户详情（含注册时间与改密时间）', body: Empty, data: UserDetail },
  editUser: { summary: '在个人空间修改个人信息', body: ProfilePatch, data: UserDetail },
});
