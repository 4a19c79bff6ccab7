import { passwordProblem } from './passwordPolicy';

// The rule register, forgetPwd and updatePassword share (their routes are tested in user.test).

test('accepts 8-64 characters of three classes that do not contain the account', () => {
  expect(passwordProblem('Dangjian@2026', '2021030301')).toBeNull();
  expect(passwordProblem('Dang jian@2026', '2021030301')).toBeNull();
});

test('refuses a password that contains the account, in any case', () => {
  expect(passwordProblem('2021030301Aa!', '2021030301')).toBe('密码不能包含账号');
  expect(passwordProblem('Xx#GB001yy', 'gb001')).toBe('密码不能包含账号');
  expect(passwordProblem('Gb001@2026', 'GB001@2026')).toBe('密码不能与账号相同');
});

test('refuses leading or trailing spaces', () => {
  expect(passwordProblem(' Dangjian@2026', '2021030301')).toBe('密码首尾不能有空格');
  expect(passwordProblem('Dangjian@2026\t', '2021030301')).toBe('密码首尾不能有空格');
});

test('names the length and class rules', () => {
  expect(passwordProblem('Ab1!', 'x')).toBe('密码长度应为 8-64 位');
  expect(passwordProblem('abcdefgh1', 'x')).toBe('密码需至少包含大写字母、小写字母、数字、符号中的三类');
});
