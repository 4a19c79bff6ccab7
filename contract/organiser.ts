import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { Id, IsoTime, Keyword, Nullable, Page, PageQuery, Str } from './common';

// The organiser side's foundation: who may act, and where. A grant is (account, role, node of the
// party-organisation tree); the server reads the caller's grants on every organiser call and
// answers only for what lies inside their scope (a branch; a college's subtree; the whole school).

export const ORGANISER_ROLES = ['branch', 'college', 'school', 'sysadmin'] as const;
export const OrganiserRole = Type.Union(
  ORGANISER_ROLES.map((r) => Type.Literal(r)),
  { title: '角色' },
);
export type OrganiserRole = Static<typeof OrganiserRole>;

/** The names the console shows for each role. */
export const ROLE_NAMES: Record<OrganiserRole, string> = {
  branch: '党支部',
  college: '二级党委',
  school: '校级（党校/组织部）',
  sysadmin: '系统管理员',
};

export const Grant = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  role: OrganiserRole,
  orgId: Type.Integer(),
  orgName: Type.String(),
  grantedBy: Type.String(),
  grantedAt: IsoTime,
});
export type Grant = Static<typeof Grant>;

/** The caller's own grants: empty for a learner (the header menu then offers no console). */
export const MyGrants = Type.Object({ grants: Type.Array(Grant) });
export type MyGrants = Static<typeof MyGrants>;

/** A node of the party-organisation tree the caller may act in (grant picker, branch filter). */
export const ScopeUnit = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  kind: Type.String(),
});
export type ScopeUnit = Static<typeof ScopeUnit>;

export const organiserSchemas = defineSchemas('organiser', {
  me: { summary: '本人持有的管理授权（没有授权时为空）', body: Type.Object({}), data: MyGrants },
  scopeUnits: { summary: '本人管理范围内的党组织（党委、党总支、党支部）', body: Type.Object({}), data: Type.Array(ScopeUnit) },
  grants: {
    summary: '本人可管理的授权（范围内、级别更低的，系统管理员可见全部）',
    body: Type.Object({ keyword: Keyword, ...PageQuery }),
    data: Page(Grant),
  },
  grant: {
    summary: '授予一个账号在某党组织的管理角色（只能授予比本人更低的级别、本人范围内的组织）',
    body: Type.Object({ account: Str('账号', 1, 50), role: OrganiserRole, orgId: Id('党组织') }),
    data: Grant,
  },
  revoke: { summary: '收回一项授权', body: Type.Object({ id: Id('授权') }), data: Type.Null() },
});
