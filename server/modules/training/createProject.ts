import type { Req } from '../../../contract';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { isIsoDate } from '../../lib/isoDate';
import { appendAudit } from '../audit/chain';
import { MSG_OUT_OF_SCOPE, roleLineFor } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { MSG_PICK_ORG, type Trainer } from './scope';

// Opening a class: its organisation (the school's may leave it out for the whole school; a college
// only one in its own subtree), its dates, the identities it trains (none: every learner of its
// audience) and its 结业考试. The class, its identities and the audit entry commit together.

export const CREATE_PROJECT = {
  blankTitle: '请填写培训班名称',
  badDate: '日期格式不正确，请按 YYYY-MM-DD 填写开始和结束日期',
  endFirst: '结束日期不能早于开始日期',
  tooLong: '培训班的时间跨度不能超过一年，请检查结束日期',
  unknownIdentity: (names: string[]) => `没有这些身份：${names.join('、')}，请从列表中选择`,
  noExam: '所选的结业考试不存在，请重新选择',
  schoolOnly: '面向全校的培训班只能由校级（党校）开设；请选择本学院的党组织',
} as const;

const YEAR_MS = 366 * 24 * 3_600_000;

export async function createProject(db: Db, t: Trainer, b: Req<'training', 'createProject'>, at: string): Promise<{ projectId: number }> {
  const title = b.title.trim();
  if (!title) throw fail(CREATE_PROJECT.blankTitle);
  if (!isIsoDate(b.startDate) || !isIsoDate(b.endDate)) throw fail(CREATE_PROJECT.badDate);
  if (b.endDate < b.startDate) throw fail(CREATE_PROJECT.endFirst);
  if (Date.parse(b.endDate) - Date.parse(b.startDate) > YEAR_MS) throw fail(CREATE_PROJECT.tooLong);
  let orgId: number | null;
  if (b.orgId !== undefined) {
    if (!t.units.has(b.orgId)) throw fail(MSG_OUT_OF_SCOPE);
    orgId = b.orgId;
  } else if (t.school) orgId = null;
  else if (t.ownCollege !== null) orgId = t.ownCollege;
  else throw fail(MSG_PICK_ORG);
  const names = [...new Set(b.identityNames.map((n) => n.trim()).filter(Boolean))];
  const identities = names.length === 0 ? [] : await db.selectFrom('identity').select(['id', 'name']).where('name', 'in', names).execute();
  const unknown = names.filter((n) => !identities.some((i) => i.name === n));
  if (unknown.length > 0) throw fail(CREATE_PROJECT.unknownIdentity(unknown));
  if (b.examId !== undefined && !(await db.selectFrom('exam').select('id').where('id', '=', b.examId).executeTakeFirst()))
    throw fail(CREATE_PROJECT.noExam);
  const school = t.o.grants.find((g) => g.role === 'school');
  const organizer = orgId !== null ? t.o.units.get(orgId)!.name : t.o.units.get(school!.orgId)!.name;
  const intro = (b.intro ?? '').trim();
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('activityProject')
      .values({
        title,
        track: b.track,
        audience: b.audience,
        orgId,
        organizer,
        startDate: b.startDate,
        endDate: b.endDate,
        intro,
        examId: b.examId ?? null,
        createdBy: t.o.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (identities.length > 0)
      await trx
        .insertInto('activityProjectIdentity')
        .values(identities.map((i) => ({ projectId: id, identityId: i.id })))
        .execute();
    await appendAudit(trx, {
      actor: actorOf(t.o),
      role: roleLineFor(t.o, orgId),
      action: '新建培训班',
      target: `${orgId === null ? '全校' : organizer}：「${title}」`,
      after: {
        title,
        track: b.track,
        audience: b.audience,
        startDate: b.startDate,
        endDate: b.endDate,
        identities: identities.map((i) => i.name),
        examId: b.examId ?? null,
      },
      at,
    });
    return { projectId: id };
  });
}
