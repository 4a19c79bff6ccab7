import { checkPassword, passwordStrength } from './passwordPolicy';

describe('password policy', () => {
  it('accepts 8-64 characters of three classes', () => {
    expect(checkPassword('Dangjian@2026')).toBeNull();
    expect(checkPassword('abcDEF12')).toBeNull();
  });
  it('names the rule a password breaks', () => {
    expect(checkPassword('Ab1!')).toBe('密码长度需为 8-64 位');
    expect(checkPassword('a'.repeat(65))).toBe('密码长度需为 8-64 位');
    expect(checkPassword('abcdefgh1')).toBe('密码需至少包含大写字母、小写字母、数字、符号中的三类');
    expect(checkPassword('Abcdefg1', 'abcdefg1')).toBe('密码不能与账号相同');
    expect(checkPassword('2021030301Aa!', '2021030301')).toBe('密码不能包含账号');
    expect(checkPassword('Aa!2021030301x', '2021030301')).toBe('密码不能包含账号');
    expect(checkPassword(' Dangjian@2026')).toBe('密码首尾不能有空格');
    expect(checkPassword('Dangjian@2026 ')).toBe('密码首尾不能有空格');
    expect(checkPassword('Dang jian@2026')).toBeNull();
  });
  it('rates strength', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abcDEF12')).toBe('medium');
    expect(passwordStrength('abcDEF12!xyz')).toBe('strong');
  });
});
