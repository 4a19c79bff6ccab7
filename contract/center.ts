import { Type, type Static } from '@sinclair/typebox';
import { Empty, IsoTime } from './common';
import { ProfilePatch, UserInfo } from './user';
import { defineSchemas } from './defineSchemas';
import { messageSchemas } from './centerMessages';
import { workbenchSchemas } from './centerWorkbench';

/** The personal-space view of a user: the user info plus account facts. */
export const UserDetail = Type.Composite([
  UserInfo,
  Type.Object({ createdAt: IsoTime, passwordChangedAt: Type.Union([IsoTime, Type.Null()]) }),
]);
export type UserDetail = Static<typeof UserDetail>;

export const centerSchemas = defineSchemas('center', {
  userDetail: { summary: '获取个人空间的用户详情（含注册时间与改密时间）', body: Empty, data: UserDetail },
  editUser: {
    summary:
      '个人空间接口组的资料修改：与 user/editUserInfo 同一组字段，应答为完整的 UserDetail（含建档与改密时间），供需要详情应答的调用方使用；学员在“修改资料”页面保存本人资料走 user/editUserInfo',
    body: ProfilePatch,
    data: UserDetail,
  },
  ...messageSchemas,
  ...workbenchSchemas,
});
