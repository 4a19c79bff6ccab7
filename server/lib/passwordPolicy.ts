// The password rule of the platform, in one place (register, forgetPwd, updatePassword).
// Returns the Chinese reason a password is refused, or null when it is acceptable.
export function passwordProblem(password: string, account: string): string | null {
  if (password.length < 8 || password.length > 64) return '密码长度应为 8-64 位';
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) return '密码需至少包含大写字母、小写字母、数字、符号中的三类';
  if (password.toLowerCase() === account.toLowerCase()) return '密码不能与账号相同';
  return null;
}
