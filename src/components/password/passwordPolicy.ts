/** The platform's password policy, checked before sending; the server stays the judge. */
export const PASSWORD_POLICY_TEXT = '8-64 位，至少包含大写字母、小写字母、数字、符号中的三类，不能包含账号，首尾不能有空格';

const CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];

export function passwordClasses(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

/** The Chinese reason a password breaks the policy, or null when it passes. */
export function checkPassword(password: string, account?: string): string | null {
  if (password.length < 8 || password.length > 64) return '密码长度需为 8-64 位';
  if (password.trim() !== password) return '密码首尾不能有空格';
  if (passwordClasses(password) < 3) return '密码需至少包含大写字母、小写字母、数字、符号中的三类';
  const pw = password.toLowerCase();
  const acc = account?.trim().toLowerCase() ?? '';
  if (acc && pw === acc) return '密码不能与账号相同';
  if (acc && pw.includes(acc)) return '密码不能包含账号';
  return null;
}

/**
 * The errors of a new password + its confirmation (the inputs of <PasswordFields>):
 * the policy reason under `password`, `mismatch` under `confirm`; empty when both pass.
 */
export function checkNewPassword(
  password: string,
  confirm: string,
  account: string | undefined,
  mismatch: string,
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  const bad = checkPassword(password, account);
  if (bad) errors.password = bad;
  if (password !== confirm) errors.confirm = mismatch;
  return errors;
}

export type Strength = 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): Strength {
  const classes = passwordClasses(password);
  if (password.length >= 12 && classes === 4) return 'strong';
  if (password.length >= 8 && classes >= 3) return 'medium';
  return 'weak';
}

export const STRENGTH_TEXT: Record<Strength, string> = { weak: '弱', medium: '中', strong: '强' };
