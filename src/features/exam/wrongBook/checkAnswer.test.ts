import { isRightAnswer, normaliseKeys } from './checkAnswer';

describe('practice checking', () => {
  it('takes option keys in any order and case, once each', () => {
    expect(normaliseKeys('c, a,A')).toBe('A,C');
    expect(isRightAnswer('multiple', 'D,A,C', 'A,C,D')).toBe(true);
    expect(isRightAnswer('multiple', 'A,C', 'A,C,D')).toBe(false);
    expect(isRightAnswer('multiple', 'A,B,C,D', 'A,C,D')).toBe(false);
    expect(isRightAnswer('single', 'b', 'B')).toBe(true);
    expect(isRightAnswer('single', 'A', 'B')).toBe(false);
  });

  it('never counts an empty answer as right', () => {
    expect(isRightAnswer('single', '', '')).toBe(false);
    expect(isRightAnswer('fill', '  ', '')).toBe(false);
    expect(isRightAnswer('judge', '', 'true')).toBe(false);
  });

  it('checks true/false and a blank against every accepted spelling, trimmed', () => {
    expect(isRightAnswer('judge', 'false', 'false')).toBe(true);
    expect(isRightAnswer('judge', 'true', 'false')).toBe(false);
    expect(isRightAnswer('fill', ' 实事求是 ', '实事求是')).toBe(true);
    expect(isRightAnswer('fill', '中共一大', '中国共产党第一次全国代表大会', ['中共一大', '一大'])).toBe(true);
    expect(isRightAnswer('fill', '二大', '中国共产党第一次全国代表大会', ['中共一大', '一大'])).toBe(false);
  });
});
