import { sql, type Kysely } from 'kysely';
import type { ProfilePatch, UserInfo } from '../../../contract/user';
import type { Database } from '../../db/schema';
import { fail } from '../../http/envelope';
import { clock } from '../../lib/clock';
import { inTransaction } from '../../db/transaction';
import { moveStageStudyOrg } from '../lesson/stageStudy';

// The one description of "who this user is" (user/userInfo, login, center/userDetail and
// partyIndex/userInfo all start from it), and the one way to change a profile.

/** The tree is a few levels deep; the bound keeps a bad parent loop in the data from running on. */
const MAX_ORG_DEPTH = 16;

/** Names of the organisation and its ancestors, top of the tree first: one recursive query. */
async function orgPath(db: Kysely<Database>, orgId: number | null): Promise<string[]> {
  if (orgId == null) return [];
  const rows = await db
    .withRecursive('chain(id, name, parentId, depth)', (qb) =>
      qb
        .selectFrom('orgUnit')
        .select(['id', 'name', 'parentId', sql<number>`0`.as('depth')])
        .where('id', '=', orgId)
        .unionAll((qb2) =>
          qb2
            .selectFrom('orgUnit')
            .innerJoin('chain', 'chain.parentId', 'orgUnit.id')
            .select(['orgUnit.id', 'orgUnit.name', 'orgUnit.parentId', sql<number>`chain.depth + 1`.as('depth')])
            .where('chain.depth', '<', MAX_ORG_DEPTH),
        ),
    )
    .selectFrom('chain')
    .select(['id', 'name'])
    .orderBy('depth')
    .execute();
  // From the branch upwards, stopping where a bad parent loop would repeat a unit.
  const seen = new Set<number>();
  const names: string[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) break;
    seen.add(row.id);
    names.unshift(row.name);
  }
  return names;
}

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
    lastLoginAt: u.lastLoginAt,
  };
}

/** 10002 unless the identity exists. */
export async function assertIdentity(db: Kysely<Database>, identityId: number): Promise<void> {
  const row = await db.selectFrom('identity').select('id').where('id', '=', identityId).executeTakeFirst();
  if (!row) throw fail('所选身份不存在');
}

/** 10002 unless the organisation is a 党支部 with no children: learners belong to a branch. */
export async function assertBranch(db: Kysely<Database>, orgId: number): Promise<void> {
  const org = await db.selectFrom('orgUnit').select(['id', 'kind']).where('id', '=', orgId).executeTakeFirst();
  if (!org) throw fail('所选党组织不存在');
  const child = await db.selectFrom('orgUnit').select('id').where('parentId', '=', orgId).limit(1).executeTakeFirst();
  if (org.kind !== '党支部' || child) throw fail('请选择具体的党支部');
}

/**
 * Applies a profile change after checking the references it names. Fields absent from the
 * patch keep their value; account, appId, party status and stage are not the learner's to change.
 */
export async function updateProfile(db: Kysely<Database>, userId: number, patch: ProfilePatch): Promise<void> {
  if (patch.identityId != null) await assertIdentity(db, patch.identityId);
  if (patch.orgId != null) await assertBranch(db, patch.orgId);
  const fields = ['name', 'gender', 'phone', 'email', 'avatarUrl', 'nation', 'education', 'birthday', 'college',
    'major', 'className', 'identityId', 'orgId'] as const;
  const values: Record<string, unknown> = { updatedAt: clock.iso() };
  for (const f of fields) if (patch[f] !== undefined) values[f] = patch[f];
  await inTransaction(db, async (trx) => {
    const res = await trx.updateTable('user').set(values).where('id', '=', userId).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw fail('用户不存在');
    // the ranking reads the branch beside the study figure
    if (patch.orgId != null) await moveStageStudyOrg(trx, userId);
  });
}
