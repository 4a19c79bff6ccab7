// The shape of the demo question bank (questions-*.csv beside this file, read by questionBank.ts).
// The answer is written exactly as a learner's `saveExamAnswer` answer is: an option key ('B'),
// several keys in key order joined by commas ('A,C,D'), 'true' / 'false', or a blank's text. A fill-in question may
// accept several spellings: `accepted` lists the others (compared after trimming).

export const QUESTION_CATEGORIES = ['党章', '党史', '理论', '廉洁'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export type QuestionType = 'single' | 'multiple' | 'judge' | 'fill';

export interface SeedOption {
  /** 'A', 'B', 'C', ... in order */
  key: string;
  text: string;
}

export interface SeedQuestion {
  category: QuestionCategory;
  type: QuestionType;
  stem: string;
  /** single / multiple: 3-5 options; judge and fill: none (empty array) */
  options: SeedOption[];
  answer: string;
  /** fill only: other accepted answers (empty for the other types) */
  accepted: string[];
  /** why the answer is right, with its source (党章第几条, 哪次会议, 哪份文件) */
  explanation: string;
}
