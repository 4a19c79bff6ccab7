import type { Kysely } from 'kysely';
import type { ProfilePatch, UserInfo } from '../../../contract/user';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/errors';
import { beijingDate } from '../../lib/beijingDate';
import { clock } from '../../lib/clock';
import { inTransaction } from '../../db/transaction';
import { ownImages } from '../base/ownImages';
import { moveStageStudyOrg } from '../lesson/stageStudy';
import { orgChain } from './orgChain';

// The one description of "who this user is" (user/userInfo, login, center/userDetail and
// partyIndex/userInfo all start from it), and the one way to change a profile.

/** Names of the organisation and its ancestors, top of the tree first. */
const orgPath = async (db: Kysely<Database>, orgId: number | null): Promise<string[]> =>
  (await orgChain(db, orgId)).map((o) => o.name).reverse();

export async function loadUserInfo(db: Kysely<Database>, userId: number): Promise<UserInfo> {
  const u = await db
    .selectFrom('user')
    .leftJoin('identity', 'identity.id', 'user.identityId')
    .leftJoin('stage', 'stage.id', 'user.stageId')
    .leftJoin('phase', 'phase.id', 'stage.phaseId')
    .selectAll('user')
    .select(['identity.name as identityName', 'stage.name as stageName', 'phase.id as phaseId', 'phase.name as phaseName'])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!u) throw fail('用户不存在');
  const path = await orgPath(db, u.orgId);
  return {
    id: u.id,
    account: u.account,
    name: u.name,
    gender: u.gender === 1 || u.gender === 2 ? u.gender : null,
    appId: u.appId,
    avatarUrl: u.avatarUrl,
    phone: u.phone,
    email: u.email,
    studentNo: u.studentNo,
    nation: u.nation,
    education: u.education,
    partyStatus: u.partyStatus,
    birthday: u.birthday,
    joinPartyDate: u.joinPartyDate,
    college: u.college,
    major: u.major,
    className: u.className,
    identityId: u.identityId,
    identityName: u.identityName ?? '',
    orgId: u.orgId,
    orgName: path.length ? path[path.length - 1] : '',
    orgPath: path,
    phaseId: u.phaseId ?? null,
    phaseName: u.phaseName ?? '',
    stageId: u.stageId,
    stageName: u.stageName ?? '',
    defaultPassword: u.defaultPassword === 1,
    branchConfirmed: u.branchConfirmed === 1,
    lastLoginAt: u.lastLoginAt,
  };
}

/**
 * The identity a person may state about themselves (at registration, or on a profile that has
 * none): 入党申请人, the one stage a person enters by their own application. Every later one
 * (入党积极分子, 发展对象: who may join which training class, see agendas that discuss them; 预备党员
 * and above: who may vote) is decided by the branch and recorded by the organisation.
 */
export const SELF_DECLARED_IDENTITIES: readonly string[] = ['入党申请人'];
export const SELF_REGISTER_IDENTITY_ONLY = '自行注册只能选择入党申请人，身份由党组织确认后变更';

/** The id of 入党申请人, the identity every self-registered account starts with. */
export async function applicantIdentityId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('identity').select('id').where('name', '=', SELF_DECLARED_IDENTITIES[0]).executeTakeFirst();
  if (!row) throw fail('身份列表缺少“入党申请人”，请联系管理员');
  return row.id;
}

/** 10002 unless the identity exists and a person may state it about themselves. */
export async function assertIdentity(db: Kysely<Database>, identityId: number): Promise<void> {
  const row = await db.selectFrom('identity').select('name').where('id', '=', identityId).executeTakeFirst();
  if (!row) throw fail('所选身份不存在');
  if (!SELF_DECLARED_IDENTITIES.includes(row.name)) {
    throw fail(`“${row.name}”身份由党组织认定，不能自行选择；请选择${SELF_DECLARED_IDENTITIES.join('、')}，或联系所在学院党务秘书`);
  }
}

/** 10002 unless the organisation is a 党支部 with no children: learners belong to a branch. */
export async function assertBranch(db: Kysely<Database>, orgId: number): Promise<void> {
  const org = await db.selectFrom('orgUnit').select(['id', 'kind']).where('id', '=', orgId).executeTakeFirst();
  if (!org) throw fail('所选党组织不存在');
  const child = await db.selectFrom('orgUnit').select('id').where('parentId', '=', orgId).limit(1).executeTakeFirst();
  if (org.kind !== '党支部' || child) throw fail('请选择具体的党支部');
}

export const NAME_FIXED = '姓名以党组织登记的为准，不能自行修改；如需更正，请联系所在学院党务秘书';

export const AVATAR_NOT_OWN = '头像须为本人上传的图片，请重新上传';

const BIRTHDAY_MIN = '1900-01-01';
export const BIRTHDAY_PROBLEM = '出生日期不正确：不能晚于今天，也不能早于 1900 年';

/** A birthday (YYYY-MM-DD…) is not after today (Beijing) and not before 1900. */
export const birthdayAllowed = (date: string): boolean =>
  date.slice(0, 10) <= beijingDate(clock.now()) && date.slice(0, 10) >= BIRTHDAY_MIN;

/**
 * Applies a profile change after checking the references it names. Fields absent from the
 * patch keep their value; account, appId, party status and stage are not the learner's to change,
 * nor, once recorded, their name, identity and branch (who they are to their classmates, who may
 * vote, which branch's activities one attends): a learner without one may state it, as at registration.
 */
export async function updateProfile(db: Kysely<Database>, userId: number, patch: ProfilePatch): Promise<void> {
  if (patch.birthday != null && !birthdayAllowed(patch.birthday)) throw fail(BIRTHDAY_PROBLEM);
  const current = await db
    .selectFrom('user')
    .select(['name', 'identityId', 'orgId', 'avatarUrl'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!current) throw fail('用户不存在');
  // The name is the organisation's record too: a learner renamed as a classmate posts as them.
  const nameStated = patch.name !== undefined && patch.name.trim() !== current.name.trim();
  if (nameStated && current.name.trim() !== '') throw fail(NAME_FIXED);
  // the same rule as a practice record's or a post's photos; the stored value comes back unchanged with every other edit
  if (patch.avatarUrl !== undefined && patch.avatarUrl !== '' && patch.avatarUrl !== current.avatarUrl) {
    // stored by its plain address (a signed one from base/uploadFile would expire)
    [patch.avatarUrl] = await ownImages(db, userId, [patch.avatarUrl], AVATAR_NOT_OWN);
  }
  const identityChanged = patch.identityId !== undefined && patch.identityId !== current.identityId;
  const orgChanged = patch.orgId !== undefined && patch.orgId !== current.orgId;
  if (identityChanged && current.identityId !== null) throw fail('身份由党组织认定，不能自行修改；如有出入，请联系所在学院党务秘书');
  if (orgChanged && current.orgId !== null) throw fail('所在党组织不能自行修改；转接组织关系请联系所在学院党务秘书');
  if (identityChanged && patch.identityId != null) await assertIdentity(db, patch.identityId);
  if (orgChanged && patch.orgId != null) await assertBranch(db, patch.orgId);
  const fields = ['gender', 'phone', 'email', 'avatarUrl', 'nation', 'education', 'birthday', 'college', 'major', 'className'] as const;
  const values: Record<string, unknown> = { updatedAt: clock.iso() };
  for (const f of fields) if (patch[f] !== undefined) values[f] = patch[f];
  if (nameStated) values.name = patch.name!.trim();
  if (identityChanged) values.identityId = patch.identityId;
  // a branch the learner named themselves is one nobody has confirmed yet (as at registration)
  if (orgChanged) Object.assign(values, { orgId: patch.orgId, branchConfirmed: 0 });
  await inTransaction(db, async (trx) => {
    const res = await trx.updateTable('user').set(values).where('id', '=', userId).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw fail('用户不存在');
    // the ranking reads the branch beside the study figure
    if (orgChanged) await moveStageStudyOrg(trx, userId);
  });
}
