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
  userDetail: { body: Empty, data: UserDetail },
  editUser: { body: ProfilePatch, data: UserDetail },
});
