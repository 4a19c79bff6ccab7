import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { CADRE_APP_ID, LEARNER_APP_ID } from '../../../contract/codes';
import { EDUCATION, PARTY_STATUS } from '../../db/reference/enums';
import { identities } from '../../db/reference/identities';
import type { Database } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { beijingDate } from '../../lib/beijingDate';
import { hashPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/passwordPolicy';
import { moveStageStudyOrg } from '../lesson/stageStudy';
import { normaliseEmail } from '../user/mailCode';
import { closeUserSessions } from '../user/session';
import type { UserTable } from '../user/tables';
import { assertBranch, birthdayAllowed, BIRTHDAY_PROBLEM } from '../user/userInfo';
import type { CsvRow } from '../../lib/lists/csvTable';
import { listDate } from '../../lib/lists/dates';
import { normalisePath, orgsByPath, stagesByPath } from './paths';
import { listOf as list } from '../../lib/lists/listOf';
import { type ImportContext, type Importer, type ImportSummary } from './importer';
import { ImportProblems } from '../../lib/lists/problems';
import { accountRule, classRule, collegeRule, emailRule, looksScientific, majorRule, mapLimit, phoneRule } from './peopleCells';
import { CADRE_NO_STAGE, nameProblem, OUT_OF_SCOPE_BRANCH, partyStatusOf } from './personRules';

// 人员: the school's learners (appId 6) and cadres (appId 5), matched by 账号. A new account gets
// the initial password (its row's 初始密码, else --password), hashed once per distinct password,
// and must change it at its first login (defaultPassword = 1, as the demo's 2024010199). An
// existing account keeps its password; its other columns change where the file fills them in
// (an empty cell keeps the value). 状态 停用 disables the account and ends its sessions.
// Accounts the file does not mention are left as they are.

const C = {
  account: '账号',
  name: '姓名',
  kind: '类别',
  gender: '性别',
  org: '所在党支部',
  identity: '身份',
  stage: '培训阶段',
  partyStatus: '政治面貌',
  nation: '民族',
  education: '学历',
  birthday: '出生日期',
  joinPartyDate: '入党日期',
  phone: '手机',
  email: '邮箱',
  studentNo: '学号',
  college: '学院',
  major: '专业',
  className: '班级',
  password: '初始密码',
  status: '状态',
} as const;

const KINDS: Record<string, number> = { 学员: LEARNER_APP_ID, 干部: CADRE_APP_ID };
const STATUSES: Record<string, number> = { 正常: 1, 停用: 0 };
const KEEP = '已有账号留空则不改。';

/** 学号 has no rule of its own on the server; this bound keeps a pasted paragraph out. */
const STUDENT_NO_MAX = 32;

/** Rows written per INSERT: 500 × 26 columns stays under both engines' parameter limits. */
const INSERT_CHUNK = 500;
/** Accounts looked up per query. */
const LOOKUP_CHUNK = 1000;
/** Notes name at most this many accounts. */
const NOTE_NAMES = 20;

/** The columns a row may set on a user; undefined: the cell is empty (keep, or the default of a new account). */
interface Fields {
  name: string;
  appId?: number;
  gender?: number;
  orgId?: number;
  identityId?: number;
  stageId?: number;
  partyStatus?: string;
  nation?: string;
  education?: string;
  birthday?: string;
  joinPartyDate?: string;
  phone?: string;
  email?: string;
  studentNo?: string;
  college?: string;
  major?: string;
  className?: string;
  status?: number;
}

interface Person {
  line: number;
  account: string;
  fields: Fields;
  /** the row's 初始密码 cell (never printed) */
  password: string;
  cells: Record<string, string>;
}

type Existing = Pick<Selectable<UserTable>, 'id' | 'account' | keyof Fields>;

const EXISTING_COLUMNS = [
  'id',
  'account',
  'name',
  'appId',
  'gender',
  'orgId',
  'identityId',
  'stageId',
  'partyStatus',
  'nation',
  'education',
  'birthday',
  'joinPartyDate',
  'phone',
  'email',
  'studentNo',
  'college',
  'major',
  'className',
  'status',
] as const;

/** The lists a row's names are looked up in, read once per import. */
interface Lookups {
  gender: Map<string, number>;
  nation: Map<string, string>;
  education: Map<string, string>;
  partyStatus: Map<string, string>;
  identity: Map<string, number>;
  /** 培训/阶段 → stage id */
  stage: Map<string, number>;
  /** full path → org unit */
  org: Map<string, { id: number; kind: string; children: number }>;
  /** last name of a path → the full paths ending in it (for a hint) */
  orgByName: Map<string, string[]>;
}

const quoted = (names: Iterable<string>) => [...names].map((n) => `“${n}”`).join('、');

async function loadLookups(trx: Kysely<Database>): Promise<Lookups> {
  const items = await trx.selectFrom('enumItem').select(['code', 'value', 'label']).orderBy('code').orderBy('sort').execute();
  const byLabel = (code: string) => new Map(items.filter((i) => i.code === code).map((i) => [i.label, i.value]));
  const identities = await trx.selectFrom('identity').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
  const units = await orgsByPath(trx);
  const children = new Map<number, number>();
  for (const u of units.values()) if (u.parentId != null) children.set(u.parentId, (children.get(u.parentId) ?? 0) + 1);
  const org: Lookups['org'] = new Map();
  const orgByName: Lookups['orgByName'] = new Map();
  for (const [path, u] of units) {
    org.set(path, { id: u.id, kind: u.kind, children: children.get(u.id) ?? 0 });
    orgByName.set(u.name, [...(orgByName.get(u.name) ?? []), path]);
  }
  return {
    gender: new Map([...byLabel('gender')].map(([label, value]) => [label, Number(value)])),
    nation: byLabel('nation'),
    education: byLabel('education'),
    partyStatus: byLabel('partyStatus'),
    identity: new Map(identities.map((i) => [i.name, i.id])),
    stage: await stagesByPath(trx),
    org,
    orgByName,
  };
}

/** Reads and checks one row's cells; problems go to ctx. */
function readRow(row: CsvRow, look: Lookups, ctx: ImportContext, today: string): Person {
  const cell = (c: string) => (row.cells[c] ?? '').trim();
  const add = (column: string, message: string) => ctx.problems.add(row.line, column, message);
  const fields: Fields = { name: '' };

  const account = cell(C.account);
  if (!account) add(C.account, '请填写账号（学号或工号）');
  else if (looksScientific(account)) add(C.account, `“${account}”是被 Excel 改成科学计数法的数字；请把该列设为“文本”格式后重新填写账号`);
  else if (!accountRule.check(account))
    add(C.account, `“${account}”不是可用的账号：应为 ${accountRule.min}-${accountRule.max} 位字母、数字或 _ . @ -`);

  const name = cell(C.name);
  const nameBad = nameProblem(name);
  if (nameBad) add(C.name, nameBad);
  fields.name = name;

  const pick = <T>(column: string, map: Map<string, T>, what: string, extra = ''): T | undefined => {
    const v = cell(column);
    if (!v) return undefined;
    if (map.has(v)) return map.get(v);
    add(column, `“${v}”不是可用的${what}；${extra || `可用：${list(map.keys())}`}`);
    return undefined;
  };
  fields.appId = pick(C.kind, new Map(Object.entries(KINDS)), '类别');
  fields.gender = pick(C.gender, look.gender, '性别');
  fields.identityId = pick(C.identity, look.identity, '身份');
  fields.partyStatus = pick(C.partyStatus, look.partyStatus, '政治面貌');
  const nationValue = cell(C.nation);
  const nationHint = !look.nation.has(nationValue) && look.nation.has(`${nationValue}族`) ? `是否指“${nationValue}族”？` : '';
  fields.nation = pick(C.nation, look.nation, '民族', `${nationHint}请填写民族全称，如“汉族”`);
  fields.education = pick(C.education, look.education, '学历');
  fields.status = pick(C.status, new Map(Object.entries(STATUSES)), '状态');

  const stage = cell(C.stage);
  if (stage) {
    const key = normalisePath(stage);
    fields.stageId = look.stage.get(key);
    if (fields.stageId === undefined) {
      add(
        C.stage,
        look.stage.size
          ? `“${stage}”不存在；请写成“培训/阶段”，可用：${list(look.stage.keys())}`
          : `“${stage}”不存在：还没有任何培训阶段，请先导入培训阶段`,
      );
    }
  }

  const org = cell(C.org);
  if (org) {
    const path = normalisePath(org);
    const unit = look.org.get(path);
    if (!unit) {
      const last = path.split('/').pop() ?? '';
      const candidates = look.orgByName.get(last) ?? [];
      add(
        C.org,
        `“${org}”不存在；请填写从学校党委到党支部的完整名称，各级用“/”连接` +
          (candidates.length ? `，是否指${quoted(candidates.slice(0, 3))}？` : '（与组织机构表一致）'),
      );
    } else {
      fields.orgId = unit.id;
    }
  }

  const date = (column: string): string | undefined => {
    const v = cell(column);
    if (!v) return undefined;
    const d = listDate(v);
    if (!d) add(column, `“${v}”不是日期；请写成 2004-05-06 或 2004/5/6（Excel 中把该列设为“日期”或“文本”格式）`);
    return d ?? undefined;
  };
  fields.birthday = date(C.birthday);
  if (fields.birthday && !birthdayAllowed(fields.birthday)) {
    add(C.birthday, `“${cell(C.birthday)}”${BIRTHDAY_PROBLEM.replace('出生日期', '')}`);
  }
  fields.joinPartyDate = date(C.joinPartyDate);
  if (fields.joinPartyDate && fields.joinPartyDate > today) add(C.joinPartyDate, `“${cell(C.joinPartyDate)}”晚于今天`);
  else if (fields.joinPartyDate && fields.birthday && fields.joinPartyDate <= fields.birthday) {
    add(C.joinPartyDate, `“${cell(C.joinPartyDate)}”不晚于出生日期“${cell(C.birthday)}”`);
  }

  const phone = cell(C.phone);
  if (phone) {
    if (phoneRule.check(phone)) fields.phone = phone;
    else add(C.phone, `“${phone}”不是有效的手机号：应为 11 位数字，以 13-19 开头`);
  }
  const email = cell(C.email);
  if (email) {
    const e = normaliseEmail(email);
    if (emailRule.check(e)) fields.email = e;
    else add(C.email, `“${email}”不是有效的邮箱地址，如 zhangsan@example.edu.cn`);
  }
  const studentNo = cell(C.studentNo);
  if (studentNo.length > STUDENT_NO_MAX) add(C.studentNo, `“${studentNo}”太长：最多 ${STUDENT_NO_MAX} 个字符`);
  else if (looksScientific(studentNo)) add(C.studentNo, `“${studentNo}”是被 Excel 改成科学计数法的数字；请把该列设为“文本”格式后重新填写`);
  else if (studentNo) fields.studentNo = studentNo;
  const text = (column: string, r: typeof collegeRule): string | undefined => {
    const v = cell(column);
    if (!v) return undefined;
    if (r.check(v)) return v;
    add(column, `“${v}”太长：最多 ${r.max} 个字`);
    return undefined;
  };
  fields.college = text(C.college, collegeRule);
  fields.major = text(C.major, majorRule);
  fields.className = text(C.className, classRule);

  return { line: row.line, account, fields, password: cell(C.password), cells: row.cells };
}

const changedFields = (fields: Fields, current: Existing): Updateable<UserTable> => {
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined && v !== current[k as keyof Existing]) set[k] = v;
  }
  return set as Updateable<UserTable>;
};

const names = (accounts: string[]) =>
  accounts.slice(0, NOTE_NAMES).join('、') + (accounts.length > NOTE_NAMES ? ` 等 ${accounts.length} 个` : '');

/** What check found: the rows read, the accounts that exist, and what the notes need. */
interface Checked {
  look: Lookups;
  people: Person[];
  existing: Map<string, Existing>;
  passwordsIgnored: number;
}

/**
 * An import from the console stays inside the caller's scope: each row's 所在党支部 is one they
 * manage, an existing account is one already in their branches, and a new account names its branch.
 */
function scopeProblems(people: Person[], existing: Map<string, Existing>, scope: ReadonlySet<number>, ctx: ImportContext): void {
  for (const p of people) {
    if (!p.account) continue;
    const current = existing.get(p.account);
    if (current && (current.orgId === null || !scope.has(current.orgId)))
      ctx.problems.add(p.line, C.account, `账号“${p.account}”不在您的管理范围内，不能在这里修改；请删去这一行，或请上级党组织办理`);
    else if (p.fields.orgId !== undefined && !scope.has(p.fields.orgId))
      ctx.problems.add(p.line, C.org, `“${p.cells[C.org]}”${OUT_OF_SCOPE_BRANCH}`);
    else if (!current && !p.cells[C.org] && p.fields.appId === CADRE_APP_ID)
      ctx.problems.add(p.line, C.org, '请填写所在党支部（须是您所管理的党支部）');
  }
}

/** Reads and checks every row against the database (reads only); problems go to ctx. */
async function check(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<Checked> {
  const look = await loadLookups(trx);
  const today = beijingDate(new Date(ctx.now));
  const people = rows.map((r) => readRow(r, look, ctx, today));

  // one row per account
  const firstLine = new Map<string, number>();
  for (const p of people) {
    if (!p.account) continue;
    const first = firstLine.get(p.account);
    if (first === undefined) firstLine.set(p.account, p.line);
    else ctx.problems.add(p.line, C.account, `“${p.account}”在第 ${first} 行和第 ${p.line} 行重复出现；一个账号只写一行`);
  }

  // a row may name a branch only: the same rule as registration and the profile (assertBranch)
  const orgIds = new Set(people.map((p) => p.fields.orgId).filter((id): id is number => id !== undefined));
  const notBranch = new Set<number>();
  for (const id of orgIds) {
    try {
      await assertBranch(trx, id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notBranch.add(id);
    }
  }
  if (notBranch.size) {
    const units = new Map([...look.org].map(([path, u]) => [u.id, { path, ...u }]));
    for (const p of people) {
      const u = p.fields.orgId === undefined ? undefined : units.get(p.fields.orgId);
      if (!u || !notBranch.has(u.id)) continue;
      const below = u.children ? `下设 ${u.children} 个组织` : '';
      ctx.problems.add(
        p.line,
        C.org,
        u.kind === '党支部'
          ? `“${p.cells[C.org]}”${below}；请填写到具体的党支部`
          : `“${p.cells[C.org]}”是${u.kind}，不是党支部${below ? `（${below}）` : ''}；请填写到具体的党支部`,
      );
    }
  }

  const existing = new Map<string, Existing>();
  const accounts = [...firstLine.keys()];
  for (let i = 0; i < accounts.length; i += LOOKUP_CHUNK) {
    const found = await trx
      .selectFrom('user')
      .select(EXISTING_COLUMNS)
      .where('account', 'in', accounts.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const u of found) existing.set(u.account, u);
  }

  if (ctx.scope) scopeProblems(people, existing, ctx.scope, ctx);

  const option = ctx.options.password;
  let passwordsIgnored = 0;
  for (const p of people) {
    const current = existing.get(p.account);
    const appId = p.fields.appId ?? current?.appId ?? LEARNER_APP_ID;
    if (appId === CADRE_APP_ID && p.fields.stageId !== undefined) {
      ctx.problems.add(p.line, C.stage, `${CADRE_NO_STAGE}；请留空，或把「类别」改为学员`);
    }
    if (current) {
      if (p.password) passwordsIgnored++;
      continue;
    }
    if (!p.account) continue;
    if (appId === LEARNER_APP_ID) {
      // a wrong name was reported already; only an empty cell is reported here
      if (!p.cells[C.org]) ctx.problems.add(p.line, C.org, '新学员请填写所在党支部');
      if (!p.cells[C.identity]) ctx.problems.add(p.line, C.identity, `新学员请填写身份；可用：${list(look.identity.keys())}`);
    }
    const password = p.password || option;
    if (password === undefined) {
      ctx.problems.add(
        p.line,
        C.password,
        ctx.scope
          ? '新账号需要初始密码：请填写“初始密码”列'
          : '新账号需要初始密码：请填写“初始密码”列，或运行时加 --password <密码> 给本表所有新账号同一个初始密码',
      );
    } else {
      const problem = passwordProblem(password, p.account);
      if (problem)
        ctx.problems.add(
          p.line,
          C.password,
          p.password ? `初始密码不符合要求：${problem}` : `--password 给的初始密码不能用于账号“${p.account}”：${problem}`,
        );
    }
  }
  return { look, people, existing, passwordsIgnored };
}

/** The initial password of each new account (its row's, else --password). */
const freshPasswords = ({ people, existing }: Checked, option: string | undefined): string[] => [
  ...new Set(people.filter((p) => !existing.has(p.account)).map((p) => p.password || option!)),
];

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const checked = await check(trx, rows, ctx);
  const summary: ImportSummary = { added: 0, updated: 0, unchanged: 0, notes: [] };
  if (ctx.problems.any) return summary;
  const { look, people, existing, passwordsIgnored } = checked;
  const option = ctx.options.password;

  // new accounts: scrypt is slow on purpose, so each distinct password is hashed once
  const fresh = people.filter((p) => !existing.has(p.account));
  // hashed before the transaction (prepare); one missing here is hashed now
  const hashes = new Map((ctx.prepared as Map<string, string> | undefined) ?? []);
  const missing = freshPasswords(checked, option).filter((pw) => !hashes.has(pw));
  (await mapLimit(missing, 4, (pw) => hashPassword(pw))).forEach((h, i) => hashes.set(missing[i], h));
  const identityName = new Map([...look.identity].map(([name, id]) => [id, name]));
  // 政治面貌 not given: the one that goes with the identity (as for the demo people)
  const statusOf = (identityId: number | undefined) => partyStatusOf(identityName.get(identityId ?? -1));
  const values: Insertable<UserTable>[] = fresh.map((p) => {
    const f = p.fields;
    return {
      account: p.account,
      passwordHash: hashes.get(p.password || option!)!,
      name: f.name,
      gender: f.gender ?? null,
      appId: f.appId ?? LEARNER_APP_ID,
      avatarUrl: '',
      phone: f.phone ?? '',
      email: f.email ?? '',
      studentNo: f.studentNo ?? p.account,
      nation: f.nation ?? '',
      education: f.education ?? '',
      partyStatus: f.partyStatus ?? statusOf(f.identityId),
      birthday: f.birthday ?? null,
      joinPartyDate: f.joinPartyDate ?? null,
      college: f.college ?? '',
      major: f.major ?? '',
      className: f.className ?? '',
      identityId: f.identityId ?? null,
      orgId: f.orgId ?? null,
      stageId: f.stageId ?? null,
      defaultPassword: 1,
      status: f.status ?? 1,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      passwordChangedAt: null,
      lastLoginAt: null,
    };
  });
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    await trx
      .insertInto('user')
      .values(values.slice(i, i + INSERT_CHUNK))
      .execute();
  summary.added = values.length;

  const disabled: string[] = [];
  const enabled: string[] = [];
  for (const p of people) {
    const current = existing.get(p.account);
    if (!current) continue;
    const set = changedFields(p.fields, current);
    // a cadre is in no learner training term
    if (set.appId === CADRE_APP_ID && current.stageId !== null) set.stageId = null;
    if (!Object.keys(set).length) {
      summary.unchanged++;
      continue;
    }
    await trx
      .updateTable('user')
      .set({ ...set, updatedAt: ctx.now })
      .where('id', '=', current.id)
      .execute();
    summary.updated++;
    // the same follow-up as a profile change of branch: the study rows rank under the new branch
    if (set.orgId !== undefined) await moveStageStudyOrg(trx, current.id);
    if (set.status === 0) {
      await closeUserSessions(trx, current.id);
      disabled.push(p.account);
    }
    if (set.status === 1) enabled.push(p.account);
  }

  if (values.length) summary.notes.push(`新账号 ${values.length} 个，首次登录须修改初始密码`);
  const freshDisabled = fresh.filter((p) => p.fields.status === 0).map((p) => p.account);
  if (freshDisabled.length) summary.notes.push(`新账号中已停用 ${freshDisabled.length} 个：${names(freshDisabled)}`);
  if (disabled.length) summary.notes.push(`停用 ${disabled.length} 个账号（不能再登录，已登录的随即退出）：${names(disabled)}`);
  if (enabled.length) summary.notes.push(`重新启用 ${enabled.length} 个账号：${names(enabled)}`);
  if (passwordsIgnored) summary.notes.push(`${passwordsIgnored} 个已有账号填了初始密码，未使用：初始密码只用于新账号，已有账号的密码不变`);
  return summary;
}

export const peopleImporter: Importer = {
  kind: 'people',
  title: '人员',
  columns: [
    {
      name: C.account,
      required: true,
      help: '登录账号，学号或工号（4-32 位字母、数字或 _ . @ -；Excel 中请设为“文本”格式）；已有的账号按本行更新',
      example: '2026010101',
    },
    { name: C.name, required: true, help: '2-20 个字', example: '张晓明' },
    { name: C.kind, required: false, help: `学员 或 干部；新账号留空为学员。${KEEP}`, example: '学员' },
    { name: C.gender, required: false, help: `男 或 女。${KEEP}`, example: '男' },
    {
      name: C.org,
      required: false,
      help: `党支部的完整名称，从学校党委起各级用“/”连接（与组织机构表一致），须是党支部且下面没有组织；新学员必填，干部可空。${KEEP}`,
      example: '中共华东理工科技大学委员会/计算机学院党委/本科生第一党支部',
    },
    { name: C.identity, required: false, help: `${list(identities)}之一；新学员必填，干部可空。${KEEP}`, example: '入党积极分子' },
    {
      name: C.stage,
      required: false,
      help: `学员所在的培训阶段，写成“培训/阶段”（须已导入）；留空为暂不参加培训；干部不填。${KEEP}`,
      example: '入党积极分子培训/2026年秋季学期',
    },
    {
      name: C.partyStatus,
      required: false,
      help: `${list(Object.values(PARTY_STATUS))}之一（党费等按它判断）；新账号留空时按身份填写（入党积极分子→入党积极分子，正式党员→中共党员…）。${KEEP}`,
      example: '共青团员',
    },
    { name: C.nation, required: false, help: `民族全称，如 汉族、回族。${KEEP}`, example: '汉族' },
    { name: C.education, required: false, help: `${list(Object.values(EDUCATION))}之一。${KEEP}`, example: '大学本科' },
    { name: C.birthday, required: false, help: `2004-05-06 或 2004/5/6，不晚于今天、不早于 1900 年。${KEEP}`, example: '2007-04-12' },
    { name: C.joinPartyDate, required: false, help: `2024-06-28 或 2024/6/28，未入党留空。${KEEP}`, example: '' },
    { name: C.phone, required: false, help: `11 位手机号。${KEEP}`, example: '13816520101' },
    { name: C.email, required: false, help: `电子邮箱，找回密码时用。${KEEP}`, example: 'zhangxiaoming@stu.example.edu.cn' },
    {
      name: C.studentNo,
      required: false,
      help: `学号或工号（最多 ${STUDENT_NO_MAX} 个字符）；新账号留空时与账号相同。${KEEP}`,
      example: '2026010101',
    },
    { name: C.college, required: false, help: `所在学院或部门。${KEEP}`, example: '计算机科学与技术学院' },
    { name: C.major, required: false, help: `专业。${KEEP}`, example: '计算机科学与技术' },
    { name: C.className, required: false, help: `班级。${KEEP}`, example: '计科2601班' },
    {
      name: C.password,
      required: false,
      help: '只用于新账号（已有账号的密码不会被改）：8-64 位，含大写字母、小写字母、数字、符号中的三类，不能包含账号；留空则用 --password 给的密码。首次登录须修改。每个不同的密码要单独加密（约 0.02-0.1 秒），上万人各用各的密码要几分钟',
      example: '',
    },
    {
      name: C.status,
      required: false,
      help: `正常 或 停用；停用的账号不能登录，已登录的随即退出。新账号留空为正常，${KEEP}`,
      example: '正常',
    },
  ],
  options: [{ name: 'password', help: '本表新账号的初始密码（“初始密码”列为空的行），规则同上；已有账号不受影响。首次登录须修改' }],
  /**
   * Hashes the new accounts' initial passwords outside the transaction (scrypt is slow on purpose:
   * 20,000 distinct ones take minutes). The rows are checked first: a list with a problem hashes
   * nothing (run reports the problems at once), and existing accounts' cells are never hashed.
   */
  async prepare(rows, ctx, db) {
    const scratch: ImportContext = { ...ctx, problems: new ImportProblems() };
    const checked = await check(db, rows, scratch);
    if (scratch.problems.any) return new Map<string, string>();
    const list = freshPasswords(checked, ctx.options.password);
    const hashed = await mapLimit(list, 4, (pw) => hashPassword(pw));
    return new Map(list.map((pw, i) => [pw, hashed[i]]));
  },
  run,
};
