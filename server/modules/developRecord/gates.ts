import type { GateRule } from '../../../contract/developRecord';
import { stepDef } from '../../../contract/developSteps';
import type { Db } from '../../db/transaction';
import { DOC_NAMES } from '../../lib/developPlan';
import type { DevelopGateTable } from '../develop/tables';

// The gates and time limits between the steps, read from develop_gate: the order of the steps is
// fixed (contract/developSteps.ts), the numbers here are the school's to change. Each gate reads
// as a sentence built from its numbers, so a changed number never leaves a stale label behind.

export type Gate = Omit<DevelopGateTable, 'id' | 'months' | 'hours' | 'days' | 'basis' | 'updatedBy'> & {
  id: number;
  months: number;
  hours: number;
  days: number;
  basis: string;
  updatedBy: string;
};

export const gatesOf = (db: Db): Promise<Gate[]> =>
  db.selectFrom('developGate').selectAll().orderBy('stepNo').orderBy('id').execute() as Promise<Gate[]>;

const stepLine = (no: number | null) => (no === null ? '' : `「${stepDef(no)?.name ?? no}」`);

export function gateLabel(g: Gate): string {
  switch (g.kind) {
    case 'after':
      return `${stepLine(g.sinceStep)}满 ${g.months} 个月后方可进行`;
    case 'within':
      return `${stepLine(g.sinceStep)}后 ${g.months} 个月内完成`;
    case 'reports':
      return '培养考察期间每季度的思想汇报均已通过审核';
    case 'training':
      return `集中培训不少于 ${g.hours} 学时或 ${g.days} 天（按签到计）`;
    case 'classExam':
      return '发展对象培训班结业考试合格';
    case 'document':
      return `本人已提交${g.docCode ? DOC_NAMES[g.docCode] : '材料'}`;
  }
}

export const toGateRule = (g: Gate): GateRule => ({
  id: g.id,
  stepNo: g.stepNo,
  stepName: stepDef(g.stepNo)?.name ?? '',
  kind: g.kind,
  sinceStep: g.sinceStep,
  months: g.months,
  hours: g.hours,
  days: g.days,
  docCode: g.docCode,
  label: gateLabel(g),
  basis: g.basis,
  updatedBy: g.updatedBy,
  updatedAt: g.updatedAt,
});
