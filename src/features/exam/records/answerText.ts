import { JUDGE_LABEL, recordTexts as t } from './texts';

type Kind = 'single' | 'multiple' | 'judge' | 'fill';

/** An answer as a learner reads it: 'A、C' for keys, 正确/错误 for true/false, a blank's text as typed. */
export function answerText(type: Kind, answer: string): string {
  const value = answer.trim();
  if (!value) return t.unanswered;
  if (type === 'judge') return JUDGE_LABEL[value.toLowerCase()] ?? value;
  if (type === 'fill') return value;
  return value.split(',').filter(Boolean).join('、');
}

/** The option keys an answer picks, for marking options. */
export const pickedKeys = (answer: string) =>
  new Set(
    answer
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  );
