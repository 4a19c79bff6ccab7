import type { Kysely } from 'kysely';
import type { UserDetail } from '../../../contract/center';
import type { ProfilePatch } from '../../../contract/user';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/errors';
import { loadUserInfo, updateProfile } from '../user/userInfo';

// The personal space's view of the caller: the shared user info plus account facts. Profile
// changes go through user/userInfo.updateProfile so both edit screens obey the same rules.

export async function userDetail(db: Kysely<Database>, userId: number): Promise<UserDetail> {
  const [info, account] = await Promise.all([
    loadUserInfo(db, userId),
    db.selectFrom('user').select(['createdAt', 'passwordChangedAt']).where('id', '=', userId).executeTakeFirst(),
  ]);
  if (!account) throw fail('用户不存在');
  return { ...info, createdAt: account.createdAt, passwordChangedAt: account.passwordChangedAt };
}

export async function editUser(db: Kysely<Database>, userId: number, patch: ProfilePatch): Promise<UserDetail> {
  await updateProfile(db, userId, patch);
  return userDetail(db, userId);
}
