import path from 'node:path';
import { readCsvTable } from '../../../lib/lists/csvTable';
import { formatProblem, ImportProblems } from '../../../lib/lists/problems';
import { QUESTION_COLUMNS, questionCells } from '../../../lib/lists/questionCells';
import { QUESTION_CATEGORIES, type QuestionCategory, type SeedQuestion } from './questionTypes';

// The demo question bank: one list per category in the question columns of a school's 考试与试题
// list (题库分类, 题型, 题干, 选项A-F, 答案, 其他可接受答案, 解析), read and checked by the importer's
// own code, so the demo holds nothing a school could not import and a school can copy its rows.

/** The files beside this one, in the bank's order (question ids follow it). */
export const QUESTION_BANK_FILES = [
  'questions-dangzhang.csv',
  'questions-dangshi.csv',
  'questions-lilun.csv',
  'questions-lianjie.csv',
] as const;

const isCategory = (name: string): name is QuestionCategory => (QUESTION_CATEGORIES as readonly string[]).includes(name);

/** One file's questions in file order; throws with the importer's messages when a row has a problem. */
export function readQuestionFile(file: string): SeedQuestion[] {
  const table = readCsvTable(file);
  const problems = new ImportProblems();
  const questions: SeedQuestion[] = [];
  for (const row of table.rows) {
    const before = problems.list.length;
    const bad = (column: string, message: string) => problems.add(row.line, column, message);
    const { category, stem, def, explanation } = questionCells((name) => row.cells[name] ?? '', bad);
    if (!isCategory(category)) bad(QUESTION_COLUMNS.category, `“${category}”不是演示题库的分类；可用：${QUESTION_CATEGORIES.join('、')}`);
    else if (!explanation) bad(QUESTION_COLUMNS.explanation, '演示题库的每道题都须写明解析');
    else if (def) questions.push({ category, stem, explanation, ...def });
    else if (problems.list.length === before) bad(QUESTION_COLUMNS.type, '演示题库的每道题都须写明题型、选项和答案');
  }
  if (problems.any) throw new Error(`演示题库 ${path.basename(file)} 有问题：\n${problems.list.map(formatProblem).join('\n')}`);
  return questions;
}

/** The whole bank, file after file. */
export const readQuestionBank = (): SeedQuestion[] => QUESTION_BANK_FILES.flatMap((file) => readQuestionFile(path.join(__dirname, file)));
