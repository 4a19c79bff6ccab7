import type { QuestionType } from '../../contract/exam';

// Grading of one answer, shared by the close of an attempt (modules/exam) and the demo seed (db/seed). All or nothing per
// question (a multiple-choice answer with one key missing earns 0), as party-knowledge exams are
// marked. Option keys the learner sends are those of the attempt's shown order; they are mapped
// back to the question's own keys through the attempt's paper before comparing.

/**
 * one question of an attempt: its id and its options' original keys in the order shown; the
 * attempt relabels them A, B, C... in that order, so shown key i maps back to options[i]
 */
export interface PaperEntry {
  id: number;
  options: string[];
}

export interface GradableQuestion {
  type: QuestionType;
  /** the question's own answer: 'B', 'A,C', 'true' / 'false', or the blank's text */
  answer: string;
  /** other accepted spellings of a blank */
  accepted: readonly string[];
}

/** shown key i ('A' = 0) → the question's original key */
function originalKey(entry: PaperEntry, shown: string): string | null {
  const i = shown.charCodeAt(0) - 65;
  return shown.length === 1 && i >= 0 && i < entry.options.length ? entry.options[i] : null;
}

/** original key → the key the attempt shows for it */
export function shownKey(entry: PaperEntry, original: string): string {
  const i = entry.options.indexOf(original);
  return i < 0 ? original : String.fromCharCode(65 + i);
}

function keySet(keys: Array<string | null>): string | null {
  if (keys.some((k) => k === null)) return null;
  return [...new Set(keys as string[])].sort().join(',');
}

/** Full-width letters, digits and spaces to half-width, trimmed, spaces collapsed, case folded. */
export function normaliseBlank(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Is `answer` (as the learner sent it, in the attempt's shown keys) right? */
export function isCorrect(question: GradableQuestion, entry: PaperEntry, answer: string): boolean {
  const given = answer.trim();
  if (given === '') return false;
  switch (question.type) {
    case 'single':
      return originalKey(entry, given) === question.answer;
    case 'multiple':
      return keySet(given.split(',').map((k) => originalKey(entry, k.trim()))) === keySet(question.answer.split(','));
    case 'judge':
      return given === question.answer;
    case 'fill': {
      const typed = normaliseBlank(given);
      return [question.answer, ...question.accepted].some((a) => normaliseBlank(a) === typed);
    }
  }
}

/** The right answer written in the attempt's shown keys (for the review of a closed attempt). */
export function rightAnswerShown(question: GradableQuestion, entry: PaperEntry): string {
  if (question.type !== 'single' && question.type !== 'multiple') return question.answer;
  return question.answer
    .split(',')
    .map((k) => shownKey(entry, k))
    .sort()
    .join(',');
}

export function grade(
  question: GradableQuestion,
  entry: PaperEntry,
  answer: string,
  score: number,
): { correct: boolean; gotScore: number } {
  const correct = isCorrect(question, entry, answer);
  return { correct, gotScore: correct ? score : 0 };
}
