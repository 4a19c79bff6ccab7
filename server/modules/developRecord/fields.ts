import {
  EXTENSION_MAX,
  EXTENSION_MIN,
  STEP_NUMBER_MAX,
  STEP_PERSON_MAX,
  STEP_TEXT_MAX,
  type DevelopStepDef,
} from '../../../contract/developSteps';
import { fail } from '../../lib/errors';
import { isIsoDate } from '../../lib/isoDate';

// A step's record as typed: only the step's own fields, the required ones filled, a name as a name,
// a count as a count, and the rules of a 支部大会's vote (到会的和赞成的都须超过应到会有表决权的
// 正式党员的半数, 《细则》第二十三条). Answers the fields in the step's order, trimmed.

export function checkedDate(def: DevelopStepDef, doneOn: string, today: string): string {
  if (!isIsoDate(doneOn)) throw fail(`${def.dateLabel}不是有效的日期，应为 年-月-日，如 ${today}`);
  if (doneOn > today) throw fail(`${def.dateLabel}不能晚于今天`);
  if (doneOn < '1990-01-01') throw fail(`${def.dateLabel}不能早于 1990 年`);
  return doneOn;
}

function checkVote(values: Map<string, string>): void {
  if (!values.has('expected') || !values.has('ayes')) return;
  const [expected, present, ayes] = ['expected', 'present', 'ayes'].map((k) => Number(values.get(k)));
  if (expected < 1) throw fail('应到有表决权的正式党员至少 1 人');
  if (present > expected) throw fail(`实到人数（${present}）不能多于应到人数（${expected}）`);
  if (ayes > present) throw fail(`赞成票（${ayes}）不能多于实到人数（${present}）`);
  if (present * 2 <= expected) throw fail(`实到 ${present} 人，未超过应到 ${expected} 人的半数，支部大会不能进行表决`);
  if (ayes * 2 <= expected) throw fail(`赞成票 ${ayes} 票，未超过应到 ${expected} 人的半数，表决未通过，不能记录`);
}

export function checkedFields(def: DevelopStepDef, given: { key: string; value: string }[]): { key: string; value: string }[] {
  const values = new Map<string, string>();
  for (const g of given) {
    const f = def.fields.find((d) => d.key === g.key);
    if (!f) throw fail(`「${def.name}」没有填写项“${g.key}”`);
    const value = g.value.trim();
    if (value === '') continue;
    if (f.kind === 'person' && (value.length < 2 || value.length > STEP_PERSON_MAX || /[\d<>]/.test(value)))
      throw fail(`${f.label}应填写姓名（2-${STEP_PERSON_MAX} 个字）`);
    if (f.kind === 'text' && value.length > STEP_TEXT_MAX) throw fail(`${f.label}最多 ${STEP_TEXT_MAX} 字，当前 ${value.length} 字`);
    if (f.kind === 'number' && (!/^\d{1,5}$/.test(value) || Number(value) > STEP_NUMBER_MAX))
      throw fail(`${f.label}应填写 0-${STEP_NUMBER_MAX} 的整数`);
    values.set(f.key, f.kind === 'number' ? String(Number(value)) : value);
  }
  const missing = def.fields.filter((f) => f.required && !values.has(f.key));
  if (missing.length > 0) throw fail(`请填写：${missing.map((m) => m.label).join('、')}`);
  const ext = values.get('extension');
  if (ext !== undefined && ext !== '0' && (Number(ext) < EXTENSION_MIN || Number(ext) > EXTENSION_MAX))
    throw fail(`延长预备期应为 ${EXTENSION_MIN}-${EXTENSION_MAX} 个月（按期转正填 0）`);
  checkVote(values);
  const people = def.fields.filter((f) => f.kind === 'person' && values.has(f.key)).map((f) => values.get(f.key));
  if (people.length === 2 && people[0] === people[1]) throw fail(`${def.fields[0].label.replace(/（.*）/, '')}须为两人，不能是同一人`);
  return def.fields.filter((f) => values.has(f.key)).map((f) => ({ key: f.key, value: values.get(f.key)! }));
}
