// Practice in the wrong-question book is checked in the browser against the right answer the
// server sent with that question (the attempt it came from is closed, so nothing is revealed
// early). The comparison follows the server's grading: option keys regardless of order and case,
// true/false, and a blank's text after trimming, against each accepted spelling.

export type PracticeType = 'single' | 'multiple' | 'judge' | 'fill';

/** Option keys as the server stores them: upper case, in key order, joined by commas. */
export function normaliseKeys(answer: string): string {
  const keys = answer
    .split(/[,，\s]+/)
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(keys)].sort().join(',');
}

export function isRightAnswer(type: PracticeType, given: string, right: string, accepted: readonly string[] = []): boolean {
  switch (type) {
    case 'single':
    case 'multiple':
      return given.trim() !== '' && normaliseKeys(given) === normaliseKeys(right);
    case 'judge':
      return given.trim().toLowerCase() === right.trim().toLowerCase();
    case 'fill': {
      const text = given.trim();
      return text !== '' && [right, ...accepted].some((spelling) => spelling.trim() === text);
    }
  }
}
