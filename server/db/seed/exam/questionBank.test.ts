import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUESTION_BANK_FILES, readQuestionBank, readQuestionFile } from './questionBank';
import type { QuestionCategory, QuestionType, SeedQuestion } from './questionTypes';

// The demo bank is graded by the exam server exactly as written here, so a malformed answer would
// mark a right learner wrong: every question is checked against the answer format of questionTypes.ts
// (the importer's checks, which the files are read through, allow more than the demo's rules here).

const CATEGORY_OF: Record<(typeof QUESTION_BANK_FILES)[number], QuestionCategory> = {
  'questions-dangzhang.csv': '党章',
  'questions-dangshi.csv': '党史',
  'questions-lilun.csv': '理论',
  'questions-lianjie.csv': '廉洁',
};
const files: [QuestionCategory, SeedQuestion[]][] = QUESTION_BANK_FILES.map((file) => [
  CATEGORY_OF[file],
  readQuestionFile(path.join(__dirname, file)),
]);
const all = readQuestionBank();
const TYPES: QuestionType[] = ['single', 'multiple', 'judge', 'fill'];
const KEYS = 'ABCDEFGH';
const label = (q: SeedQuestion) => `${q.category} ${q.type}: ${q.stem}`;

describe('demo question bank', () => {
  it('holds 200+ questions, at least 55 in each file', () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const [, questions] of files) expect(questions.length).toBeGreaterThanOrEqual(55);
  });

  it('puts each file in its own category and has every type in every category', () => {
    for (const [category, questions] of files) {
      expect(questions.filter((q) => q.category !== category).map(label)).toEqual([]);
      for (const type of TYPES) expect(questions.some((q) => q.type === type)).toBe(true);
    }
  });

  it('has no duplicate stems and no empty stem or explanation', () => {
    const stems = all.map((q) => q.stem.trim());
    expect(stems.filter((stem, i) => stems.indexOf(stem) !== i)).toEqual([]);
    expect(all.filter((q) => !q.stem.trim() || !q.explanation.trim()).map(label)).toEqual([]);
  });

  it('gives choice questions 3-5 options keyed A.. in order with distinct texts', () => {
    for (const q of all.filter((item) => item.type === 'single' || item.type === 'multiple')) {
      expect([label(q), q.options.length >= 3 && q.options.length <= 5]).toEqual([label(q), true]);
      expect([label(q), q.options.map((o) => o.key).join('')]).toEqual([label(q), KEYS.slice(0, q.options.length)]);
      const texts = q.options.map((o) => o.text.trim());
      expect([label(q), texts.every(Boolean) && new Set(texts).size === texts.length]).toEqual([label(q), true]);
    }
  });

  it('answers a single-choice question with exactly one existing key', () => {
    for (const q of all.filter((item) => item.type === 'single')) {
      expect([label(q), q.options.some((o) => o.key === q.answer)]).toEqual([label(q), true]);
    }
  });

  it('answers a multiple-choice question with 2+ existing keys in key order, comma-joined', () => {
    for (const q of all.filter((item) => item.type === 'multiple')) {
      const keys = q.answer.split(',');
      const ordered = q.options.map((o) => o.key).filter((key) => keys.includes(key));
      expect([label(q), keys.length >= 2, keys]).toEqual([label(q), true, ordered]);
    }
  });

  it('answers true/false questions with true or false and gives them no options', () => {
    for (const q of all.filter((item) => item.type === 'judge')) {
      expect([label(q), q.answer, q.options]).toEqual([label(q), expect.stringMatching(/^(true|false)$/), []]);
    }
  });

  it('gives fill-in questions a marked blank, no options and short non-empty answers', () => {
    for (const q of all.filter((item) => item.type === 'fill')) {
      const answers = [q.answer, ...q.accepted];
      expect([label(q), q.stem.includes('（　　）'), q.options]).toEqual([label(q), true, []]);
      expect([label(q), answers.every((a) => a.trim() === a && a.length > 0 && a.length <= 12)]).toEqual([label(q), true]);
      expect([label(q), new Set(answers).size]).toEqual([label(q), answers.length]);
    }
  });

  it('keeps `accepted` for fill-in questions only', () => {
    expect(all.filter((q) => q.type !== 'fill' && q.accepted.length > 0).map(label)).toEqual([]);
  });
});

describe('reading a bank file', () => {
  const write = (text: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'training2-bank-')), 'questions-bad.csv');
    fs.writeFileSync(file, text);
    return file;
  };
  const HEADER = '题库分类,题型,题干,选项A,选项B,选项C,选项D,选项E,选项F,答案,其他可接受答案,解析';

  it('reads answers as a school writes them into the storage form', () => {
    const file = write(
      [
        HEADER,
        '党章,多选,甲乙丙（　　）。,甲,乙,丙,,,,"C、A",,因为。',
        '党史,判断,对吗（　　）。,,,,,,,错,,因为。',
        '理论,填空,填（　　）。,,,,,,,ＡＢ,ab｜Ａｂ｜甲,因为。',
      ].join('\n'),
    );
    expect(readQuestionFile(file)).toEqual([
      {
        category: '党章',
        type: 'multiple',
        stem: '甲乙丙（　　）。',
        options: [
          { key: 'A', text: '甲' },
          { key: 'B', text: '乙' },
          { key: 'C', text: '丙' },
        ],
        answer: 'A,C',
        accepted: [],
        explanation: '因为。',
      },
      { category: '党史', type: 'judge', stem: '对吗（　　）。', options: [], answer: 'false', accepted: [], explanation: '因为。' },
      { category: '理论', type: 'fill', stem: '填（　　）。', options: [], answer: 'ＡＢ', accepted: ['甲'], explanation: '因为。' },
    ]);
  });

  it("refuses a file with a problem, with the importer's messages by line and column", () => {
    const file = write(
      [
        HEADER,
        '党章,单选,一（　　）。,甲,乙,,,,,C,,因为。',
        '历史,判断,二（　　）。,,,,,,,对,,因为。',
        '廉洁,判断,三（　　）。,,,,,,,对,,',
      ].join('\n'),
    );
    expect(() => readQuestionFile(file)).toThrow(
      '演示题库 questions-bad.csv 有问题：\n' +
        '第 2 行「答案」：“C”中的 C 不是已填写的选项（可用：A、B）\n' +
        '第 3 行「题库分类」：“历史”不是演示题库的分类；可用：党章、党史、理论、廉洁\n' +
        '第 4 行「解析」：演示题库的每道题都须写明解析',
    );
  });
});
