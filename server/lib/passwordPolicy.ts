// The password rule of the platform, in one place (register, forgetPwd, updatePassword).
// Returns the Chinese reason a password is refused, or null when it is acceptable.
export function passwordProblem(password: string, account: string): string | null {
  if (password.length < 8 || password.length > 64) return '密码长度应为 8-64 位';
  // A space at either end is lost in copy and paste, and some clients trim it: refuse it.
  if (password.trim() !== password) return '密码首尾不能有空格';
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) return '密码需至少包含大写字母、小写字母、数字、符号中的三类';
  const pw = password.toLowerCase();
  const acc = account.trim().toLowerCase();
  if (pw === acc) return '密码不能与账号相同';
  // `2021030301Aa!` is guessed by anyone who knows the account (a student number).
  if (acc && pw.includes(acc)) return '密码不能包含账号';
  return null;
}
