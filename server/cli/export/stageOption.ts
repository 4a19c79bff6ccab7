import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ExportRefused } from './exporter';

// `--stage`: the exports that can be limited to one training stage name it as the people list
// does (培训阶段 入党积极分子培训/2026年秋季学期), or by the stage's name alone when no other training
// has one so named.

export const STAGE_OPTION = {
  name: 'stage',
  help: '只导出一个培训阶段的学员，写成“培训/阶段”（如 "入党积极分子培训/2026年秋季学期"），阶段名称不重复时也可以只写阶段；不写时导出全部',
};

/** The stage ids `--stage` names; null when it is not given (every stage). */
export async function stagesNamed(db: Kysely<Database>, named: string | undefined): Promise<number[] | null> {
  if (named === undefined) return null;
  const stages = await db
    .selectFrom('stage as s')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .select(['s.id', 's.name', 'p.name as phase'])
    .orderBy('p.sort')
    .orderBy('p.id')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  const wanted = named.trim();
  if (!wanted) throw new ExportRefused('--stage 后面请写培训阶段，如 --stage "入党积极分子培训/2026年秋季学期"');
  const full = stages.filter((s) => `${s.phase}/${s.name}` === wanted);
  const byName = stages.filter((s) => s.name === wanted);
  const known = stages.map((s) => `${s.phase}/${s.name}`).join('、') || '（还没有培训阶段）';
  if (full.length) return full.map((s) => s.id);
  if (byName.length === 1) return [byName[0].id];
  if (byName.length > 1)
    throw new ExportRefused(`有 ${byName.length} 个培训都有阶段“${wanted}”，请写成“培训/阶段”，如 --stage "${byName[0].phase}/${wanted}"`);
  throw new ExportRefused(`没有培训阶段“${wanted}”；已有的：${known}`);
}
