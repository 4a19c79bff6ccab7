import { AnswerText, type QuestionType } from '../../../contract/exam';
import { acceptedAnswers, choiceAnswer, JUDGE_WORDS, judgeAnswer, OPTION_KEYS, questionType, short, TYPE_NAME } from './examCells';
import { listOf as list } from './listOf';

// The question's own cells of a 考试与试题 row (题库分类 … 解析): checked and turned into the question
// bank's storage form. The exams list reads every row through it, and the demo seed reads its
// question banks (server/db/seed/exam/*.csv, these columns only) through it too, so the demo bank
// holds nothing a school's list could not.

export const QUESTION_COLUMNS = {
  category: '题库分类',
  type: '题型',
  stem: '题干',
  answer: '答案',
  accepted: '其他可接受答案',
  explanation: '解析',
} as const;
const Q = QUESTION_COLUMNS;
export const optionColumn = (key: string) => `选项${key}`;

/** a blank's answer must be one a learner can type (contract/exam.ts AnswerText) */
export const MAX_BLANK = AnswerText.maxLength ?? 200;
export const QUESTION_LIMITS = { category: 50, stem: 1000, option: 200, explanation: 2000 };
const LIMITS = QUESTION_LIMITS;

/** A question's type, options and answer in the storage form. */
export interface QuestionBody {
  type: QuestionType;
  options: { key: string; text: string }[];
  answer: string;
  accepted: string[];
}

export interface QuestionCells {
  category: string;
  stem: string;
  /** undefined when the row leaves 题型, 选项, 答案 and 其他可接受答案 all empty (a question already in the bank) or has a problem */
  def?: QuestionBody;
  explanation: string;
}

/** One row's question cells; each problem goes to `bad(column, message)`. */
export function questionCells(cell: (name: string) => string, bad: (column: string, message: string) => void): QuestionCells {
  const category = cell(Q.category);
  const stem = cell(Q.stem);
  if (!category || category.length > LIMITS.category) bad(Q.category, category ? `不能超过 ${LIMITS.category} 个字` : '不能为空');
  if (!stem || stem.length > LIMITS.stem) bad(Q.stem, stem ? `不能超过 ${LIMITS.stem} 个字` : '不能为空');
  const typeText = cell(Q.type);
  const answerText = cell(Q.answer);
  const acceptedText = cell(Q.accepted);
  const optionTexts = OPTION_KEYS.map((k) => cell(optionColumn(k)));
  let def: QuestionBody | undefined;
  const reference = !typeText && !answerText && !acceptedText && optionTexts.every((t) => !t);
  if (!reference) {
    const type = questionType(typeText);
    if (!typeText) bad(Q.type, '不能为空；可用：单选、多选、判断、填空（题库中已有的题可把题型、选项和答案都留空）');
    else if (!type) bad(Q.type, `“${typeText}”不是可用的题型；可用：单选、多选、判断、填空`);
    optionTexts.forEach((t, i) => {
      if (t.length > LIMITS.option) bad(optionColumn(OPTION_KEYS[i]), `不能超过 ${LIMITS.option} 个字`);
    });
    if (type === 'single' || type === 'multiple') {
      const last = optionTexts.map((t) => Boolean(t)).lastIndexOf(true);
      const gap = optionTexts.findIndex((t, i) => !t && i < last);
      const given = optionTexts.filter(Boolean);
      if (gap >= 0) {
        bad(optionColumn(OPTION_KEYS[gap]), `为空而选项${OPTION_KEYS[last]}已填写；选项须从 A 起连续填写，不能空出中间的`);
      } else if (given.length < 2) bad(optionColumn(OPTION_KEYS[given.length]), `${TYPE_NAME[type]}题至少要有两个选项（选项A、选项B）`);
      optionTexts.forEach((t, i) => {
        const same = optionTexts.findIndex((u) => u === t);
        if (t && same < i) bad(optionColumn(OPTION_KEYS[i]), `与选项${OPTION_KEYS[same]}相同（“${short(t)}”）；各选项须不同`);
      });
      const keys = OPTION_KEYS.slice(0, given.length);
      if (!answerText) bad(Q.answer, `不能为空；请写选项字母（可用：${list(keys)}）`);
      else if (gap < 0 && given.length >= 2) {
        const parsed = choiceAnswer(type, answerText, keys);
        if ('problem' in parsed) bad(Q.answer, parsed.problem);
        else def = { type, options: keys.map((key, i) => ({ key, text: optionTexts[i] })), answer: parsed.answer, accepted: [] };
      }
    } else if (type === 'judge' || type === 'fill') {
      const extra = optionTexts.findIndex(Boolean);
      if (extra >= 0) bad(optionColumn(OPTION_KEYS[extra]), `${TYPE_NAME[type]}题没有选项，请留空`);
      if (!answerText) bad(Q.answer, type === 'judge' ? `不能为空；可用：${list(JUDGE_WORDS)}` : '不能为空：请写填空的标准答案');
      else if (type === 'judge') {
        const v = judgeAnswer(answerText);
        if (!v) bad(Q.answer, `“${answerText}”不是可用的判断题答案；可用：${list(JUDGE_WORDS)}`);
        else def = { type, options: [], answer: v, accepted: [] };
      } else if (answerText.length > MAX_BLANK) bad(Q.answer, `不能超过 ${MAX_BLANK} 个字（学员作答最多 ${MAX_BLANK} 字）`);
      else {
        const accepted = acceptedAnswers(answerText, acceptedText);
        const long = accepted.find((a) => a.length > MAX_BLANK);
        if (long) bad(Q.accepted, `“${short(long)}”超过 ${MAX_BLANK} 个字（学员作答最多 ${MAX_BLANK} 字）`);
        else def = { type, options: [], answer: answerText, accepted };
      }
    }
    if (acceptedText && type && type !== 'fill') bad(Q.accepted, `只有填空题可以填写其他可接受答案；${TYPE_NAME[type]}题请留空`);
  }
  const explanation = cell(Q.explanation);
  if (explanation.length > LIMITS.explanation) bad(Q.explanation, `不能超过 ${LIMITS.explanation} 个字`);
  return { category, stem, def, explanation };
}
