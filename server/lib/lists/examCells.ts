import type { QuestionType } from '../../../contract/exam';
import { normaliseBlank } from '../examGrading';
import { listDate } from './dates';
import { listOf } from './listOf';

// The cells of the 考试与试题 list that need more than a lookup: times as Excel writes them,
// scores, and answers as people type them, turned into the question bank's storage form
// (server/modules/exam/tables.ts: 'B', 'A,C', 'true' / 'false', or the blank's text).

/** 选项A … 选项F */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const TYPES: Record<string, QuestionType> = { 单选: 'single', 多选: 'multiple', 判断: 'judge', 填空: 'fill' };
export const TYPE_NAME: Record<QuestionType, string> = { single: '单选', multiple: '多选', judge: '判断', fill: '填空' };

/** 单选 or 单选题; null when it is no type. */
export const questionType = (text: string): QuestionType | null => TYPES[text.replace(/题$/, '')] ?? null;

const JUDGE: Record<string, 'true' | 'false'> = { 对: 'true', 正确: 'true', '√': 'true', 错: 'false', 错误: 'false', '×': 'false' };
export const JUDGE_WORDS = Object.keys(JUDGE);
export const judgeName = (answer: string) => (answer === 'true' ? '对' : '错');

/**
 * A date and time as Excel writes it (2026/9/1 9:00, 2026-09-01 09:00:00, 2026年9月1日 9:00),
 * a Beijing wall-clock time (the school's), as the ISO instant every time column holds; null
 * when it is no real time. A date alone is 'date' (the hour matters for an exam's window).
 */
export function listDateTime(text: string): string | 'date' | null {
  const m = /^(.+?)(?:\s+|T)(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/.exec(text.trim());
  if (!m) return listDate(text) ? 'date' : null;
  const date = listDate(m[1]);
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (!date || h > 23 || min > 59 || s > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return new Date(`${date}T${two(h)}:${two(min)}:${two(s)}.000+08:00`).toISOString();
}

/**
 * A score: positive, in whole or half points. The server adds a learner's points question by
 * question in binary floating point (modules/exam/close.ts) and compares the sum with the pass
 * mark; halves add up exactly, tenths do not (0.7 + 0.1 < 0.8), which would fail a learner who
 * reached the pass mark. Answers the number, or null.
 */
export function listScore(text: string): number | null {
  if (!/^\d{1,4}(?:\.\d+)?$/.test(text)) return null;
  const v = Number(text);
  return Number.isInteger(v * 2) ? v : null;
}

/** Full-width letters and digits to half-width, upper case (ＡＣ, a,c → AC). */
const halfUpper = (text: string) => normaliseBlank(text).toUpperCase();

/**
 * A choice answer as typed (A; ACD, A,C,D, A、C、D, a，c) as the storage form: keys in key order
 * joined by commas. `keys` are the options given. Answers the form, or a message for the cell.
 */
export function choiceAnswer(type: 'single' | 'multiple', text: string, keys: readonly string[]): { answer: string } | { problem: string } {
  const available = `可用：${listOf(keys)}`;
  const letters = halfUpper(text)
    .replace(/[\s,、;；]+/g, '')
    .split('');
  if (!letters.length || letters.some((k) => !/^[A-Z]$/.test(k))) {
    return {
      problem:
        type === 'single'
          ? `“${text}”不是一个选项字母（${available}）`
          : `“${text}”不是选项字母；请写如 ACD、A,C,D 或 A、C、D（${available}）`,
    };
  }
  const missing = letters.filter((k) => !keys.includes(k));
  if (missing.length) return { problem: `“${text}”中的 ${listOf(new Set(missing))} 不是已填写的选项（${available}）` };
  if (type === 'single')
    return letters.length === 1
      ? { answer: letters[0] }
      : { problem: `单选题只能有一个答案，“${text}”有 ${letters.length} 个；多个答案请把题型写为多选` };
  if (new Set(letters).size !== letters.length) return { problem: `“${text}”中有重复的选项` };
  if (letters.length < 2) return { problem: `多选题的答案须有两个或以上选项，“${text}”只有一个；只有一个答案请把题型写为单选` };
  return { answer: keys.filter((k) => letters.includes(k)).join(',') };
}

/** 对/错 as the storage form, or null. */
export const judgeAnswer = (text: string): 'true' | 'false' | null => JUDGE[text] ?? null;

/**
 * A blank's other accepted answers, separated by ｜ or |: trimmed, empty ones dropped, and those the
 * grader would take as the answer or an earlier one anyway (normaliseBlank: full-width, case, spaces) left out.
 */
export function acceptedAnswers(answer: string, text: string): string[] {
  const seen = new Set([normaliseBlank(answer)]);
  const out: string[] = [];
  for (const a of text
    .split(/[|｜]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const n = normaliseBlank(a);
    if (seen.has(n)) continue;
    seen.add(n);
    out.push(a);
  }
  return out;
}

/** The start of a long text, for messages. */
export const short = (text: string, n = 20) => (text.length > n ? `${text.slice(0, n)}…` : text);
