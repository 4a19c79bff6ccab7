import dayjs from 'dayjs';
import type { ProfilePatch, UserInfo } from '@contract/user';

export interface ProfileForm {
  name: string;
  gender: 1 | 2 | null;
  phone: string;
  email: string;
  avatarUrl: string;
  nation: string;
  education: string;
  birthday: string;
  college: string;
  major: string;
  className: string;
  identityId: number | null;
  orgId: number | null;
}

export function formOf(u: UserInfo): ProfileForm {
  return {
    name: u.name,
    gender: u.gender,
    phone: u.phone,
    email: u.email,
    avatarUrl: u.avatarUrl,
    nation: u.nation,
    education: u.education,
    birthday: u.birthday ? u.birthday.slice(0, 10) : '',
    college: u.college,
    major: u.major,
    className: u.className,
    identityId: u.identityId,
    orgId: u.orgId,
  };
}

export type ProfileErrors = Partial<Record<'name' | 'phone' | 'email' | 'birthday', string>>;

/** Today as the date field writes it (YYYY-MM-DD), the latest birthday there can be. */
export const todayDate = (): string => dayjs().format('YYYY-MM-DD');

/** The name is the organisation's once recorded (the server refuses another): stated only by an account without one. */
export const nameEditable = (u: Pick<UserInfo, 'name'>): boolean => u.name.trim() === '';

export function validateProfile(
  f: ProfileForm,
  texts: { nameInvalid: string; phoneInvalid: string; emailInvalid: string; birthdayInvalid: string },
  opts: { nameEditable: boolean } = { nameEditable: true },
): ProfileErrors {
  const e: ProfileErrors = {};
  const name = f.name.trim();
  if (opts.nameEditable && (name.length < 2 || name.length > 20)) e.name = texts.nameInvalid;
  if (f.phone.trim() && !/^1[3-9]\d{9}$/.test(f.phone.trim())) e.phone = texts.phoneInvalid;
  if (f.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) e.email = texts.emailInvalid;
  // the server refuses these too (user/editUserInfo)
  if (f.birthday && (f.birthday > todayDate() || f.birthday < '1900-01-01')) e.birthday = texts.birthdayInvalid;
  return e;
}

export function patchOf(f: ProfileForm, opts: { nameEditable: boolean } = { nameEditable: true }): ProfilePatch {
  return {
    ...(opts.nameEditable && { name: f.name.trim() }),
    gender: f.gender,
    phone: f.phone.trim(),
    email: f.email.trim(),
    avatarUrl: f.avatarUrl,
    nation: f.nation,
    education: f.education,
    birthday: f.birthday || null,
    college: f.college.trim(),
    major: f.major.trim(),
    className: f.className.trim(),
    identityId: f.identityId,
    orgId: f.orgId,
  };
}
