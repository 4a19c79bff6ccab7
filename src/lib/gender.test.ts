import { genderText } from './gender';

describe('genderText', () => {
  it.each([
    [1, '男'],
    [2, '女'],
    ['1', '男'],
    ['2', '女'],
    [null, '未知'],
    [undefined, '未知'],
    ['', '未知'],
    [3, '未知'],
  ])('%p -> %s', (input, expected) => {
    expect(genderText(input)).toBe(expected);
  });
});
