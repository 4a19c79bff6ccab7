export type GenderText = '男' | '女' | '未知';

/** Spec §3/§9: 1 male, 2 female, empty (null, undefined, '') unknown. */
export function genderText(gender: number | string | null | undefined): GenderText {
  const value = Number(gender);
  if (gender !== '' && gender != null && value === 1) return '男';
  if (gender !== '' && gender != null && value === 2) return '女';
  return '未知';
}
