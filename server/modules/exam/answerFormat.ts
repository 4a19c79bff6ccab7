import type { QuestionType } from '../../../contract/exam';

// What a saved answer may look like for each type, checked before it is stored; '' clears an
// answer of any type. The message says what to send instead.

const LETTER = /^[A-Z]$/;

export function answerProblem(type: QuestionType, optionCount: number, answer: string): string | null {
  if (answer === '') return null;
  const last = String.fromCharCode(64 + optionCount);
  const range = optionCount > 0 ? `A 至 ${last}` : '';
  switch (type) {
    case 'single':
      return LETTER.test(answer) && answer.charCodeAt(0) - 65 < optionCount ? null : `单选题的答案应为一个选项字母（${range}）`;
    case 'multiple': {
      const keys = answer.split(',');
      if (!keys.every((k) => LETTER.test(k) && k.charCodeAt(0) - 65 < optionCount))
        return `多选题的答案应为选项字母（${range}），多个用英文逗号分隔，如 A,C`;
      return new Set(keys).size === keys.length ? null : '多选题的答案中有重复的选项';
    }
    case 'judge':
      return answer === 'true' || answer === 'false' ? null : '判断题的答案应为 true 或 false';
    case 'fill':
      return answer.trim() === '' ? '填空题的答案不能只有空白，清空请发送空字符串' : null;
  }
}
