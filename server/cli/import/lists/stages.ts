import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Importer } from '../importer';
import { listDate } from '../../../lib/lists/dates';

const MAX_CAP = 99;
/** the 选修上限 cell: a number, null for 不限, undefined when empty (keep what is there) */
const NO_CAP = '不限';

/**
 * 培训阶段: the training phases (入党积极分子培训, …) and their stages (a term each), which learners
 * are placed in (人员「培训阶段」) and which course plans and 本期学时 follow. Matched by 培训 + 阶段.
 */
export const stagesImporter: Importer = {
  kind: 'stages',
  title: '培训阶段',
  columns: [
    { name: '培训', required: true, help: '培训名称，如 入党积极分子培训；新的名称即新增一个培训', example: '入党积极分子培训' },
    { name: '阶段', required: true, help: '该培训中的阶段（通常按学期），如 2026年秋季学期', example: '2026年秋季学期' },
    { name: '开始日期', required: true, help: '如 2026-09-01 或 2026/9/1', example: '2026-09-01' },
    { name: '结束日期', required: true, help: '不早于开始日期', example: '2027-01-15' },
    { name: '排序', required: false, help: '阶段在培训中的顺序，正整数；不填时排在已有的之后', example: '1' },
    {
      name: '选修上限',
      required: false,
      help: `本阶段每名学员最多可选的选修课门数，1–${MAX_CAP} 的整数，或“不限”；不填时保持原样（新阶段不限）。调低时已选的课保留，只是不能再选`,
      example: '2',
    },
  ],
  async run(trx, rows, { problems }) {
    interface Wanted {
      line: number;
      phase: string;
      stage: string;
      start: string;
      end: string;
      sort: number | null;
      cap: number | null | undefined;
    }
    const wanted: Wanted[] = [];
    const seen = new Map<string, number>();
    for (const r of rows) {
      const c = r.cells;
      const bad = (column: string, message: string) => problems.add(r.line, column, message);
      const phase = c['培训'] ?? '';
      const stage = c['阶段'] ?? '';
      const start = listDate(c['开始日期'] ?? '');
      const end = listDate(c['结束日期'] ?? '');
      const sortText = c['排序'] ?? '';
      const capText = c['选修上限'] ?? '';
      const before = problems.list.length;
      if (!phase || phase.length > 50) bad('培训', phase ? '不能超过 50 个字' : '不能为空');
      if (!stage || stage.length > 50) bad('阶段', stage ? '不能超过 50 个字' : '不能为空');
      if (!start) bad('开始日期', `“${c['开始日期'] ?? ''}”不是日期；请写成 2026-09-01 或 2026/9/1`);
      if (!end) bad('结束日期', `“${c['结束日期'] ?? ''}”不是日期；请写成 2027-01-15 或 2027/1/15`);
      if (start && end && end < start) bad('结束日期', `${end} 早于开始日期 ${start}`);
      if (sortText && !/^[1-9]\d{0,5}$/.test(sortText)) bad('排序', `“${sortText}”不是正整数`);
      const capOk = !capText || capText === NO_CAP || (/^\d{1,2}$/.test(capText) && Number(capText) >= 1 && Number(capText) <= MAX_CAP);
      if (!capOk) bad('选修上限', `“${capText}”不可用；请写 1–${MAX_CAP} 的整数，或“${NO_CAP}”`);
      if (problems.list.length > before) continue;
      const key = `${phase}\u0000${stage}`;
      if (seen.has(key)) {
        bad('阶段', `与第 ${seen.get(key)} 行是同一个阶段（${phase}/${stage}）`);
        continue;
      }
      seen.set(key, r.line);
      const cap = !capText ? undefined : capText === NO_CAP ? null : Number(capText);
      wanted.push({ line: r.line, phase, stage, start: start!, end: end!, sort: sortText ? Number(sortText) : null, cap });
    }
    if (problems.any) return { added: 0, updated: 0, unchanged: 0, notes: [] };

    const phases = new Map((await trx.selectFrom('phase').select(['id', 'name', 'sort']).execute()).map((p) => [p.name, p]));
    let phaseSort = Math.max(0, ...[...phases.values()].map((p) => p.sort));
    const stages = await trx.selectFrom('stage').select(['id', 'phaseId', 'name', 'startDate', 'endDate', 'sort']).execute();
    const caps = new Map(
      (await trx.selectFrom('stageElectiveCap').select(['stageId', 'maxCount']).execute()).map((c) => [c.stageId, c.maxCount]),
    );
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    const notes: string[] = [];
    /** writes the row's 选修上限 (undefined: keep); answers whether it changed */
    const setCap = async (w: Wanted, stageId: number): Promise<boolean> => {
      const now = caps.get(stageId) ?? null;
      if (w.cap === undefined || w.cap === now) return false;
      if (w.cap === null) await trx.deleteFrom('stageElectiveCap').where('stageId', '=', stageId).execute();
      else if (now === null) await trx.insertInto('stageElectiveCap').values({ stageId, maxCount: w.cap }).execute();
      else await trx.updateTable('stageElectiveCap').set({ maxCount: w.cap }).where('stageId', '=', stageId).execute();
      if (w.cap !== null) {
        const over = await learnersOverCap(trx, stageId, w.cap);
        if (over > 0)
          notes.push(`${w.phase}/${w.stage}：${over} 名学员已选的选修课多于新的上限 ${w.cap} 门，已选的保留，在退选到上限以下之前不能再选`);
      }
      return true;
    };
    for (const w of wanted) {
      let phase = phases.get(w.phase);
      if (!phase) {
        const row = await trx
          .insertInto('phase')
          .values({ name: w.phase, sort: ++phaseSort })
          .returning(['id', 'name', 'sort'])
          .executeTakeFirstOrThrow();
        phase = row;
        phases.set(w.phase, row);
      }
      const own = stages.filter((s) => s.phaseId === phase.id);
      const before = own.find((s) => s.name === w.stage);
      if (before) {
        const sort = w.sort ?? before.sort;
        const same = before.startDate === w.start && before.endDate === w.end && before.sort === sort;
        if (!same) await trx.updateTable('stage').set({ startDate: w.start, endDate: w.end, sort }).where('id', '=', before.id).execute();
        if ((await setCap(w, before.id)) || !same) updated++;
        else unchanged++;
        continue;
      }
      const sort = w.sort ?? Math.max(0, ...own.map((s) => s.sort)) + 1;
      const row = await trx
        .insertInto('stage')
        .values({ phaseId: phase.id, name: w.stage, startDate: w.start, endDate: w.end, sort })
        .returning(['id', 'phaseId', 'name', 'startDate', 'endDate', 'sort'])
        .executeTakeFirstOrThrow();
      stages.push(row);
      await setCap(w, row.id);
      added++;
    }
    return { added, updated, unchanged, notes };
  },
};

/** Learners of the stage who picked more of its electives than `cap` (as the cap counts them: stagePlan.countedPicks). */
async function learnersOverCap(trx: Kysely<Database>, stageId: number, cap: number): Promise<number> {
  const rows = await trx
    .selectFrom('lessonSelection as ls')
    .innerJoin('user as u', 'u.id', 'ls.userId')
    .innerJoin('stageLesson as sl', (j) => j.onRef('sl.lessonId', '=', 'ls.lessonId').onRef('sl.stageId', '=', 'u.stageId'))
    .select('ls.userId')
    .where('u.stageId', '=', stageId)
    .where('sl.kind', '=', 'elective')
    .groupBy('ls.userId')
    .having((eb) => eb.fn.countAll(), '>', cap)
    .execute();
  return rows.length;
}
