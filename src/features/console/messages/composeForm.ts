import type { MessageKind } from '@contract/centerMessages';
import { APP_PATH_PATTERN, AUDIENCE_ACCOUNTS_MAX, type Audience } from '@contract/notify';
import type { Req } from '@contract/index';
import { paths } from '@/lib/paths';
import { beijingInputToIso } from '../beijingTime';
import { composeErrors as e } from './texts';

// The compose form's state and the rules it checks before sending; the server checks them all again.

export const TITLE_MAX = 100;
export const BODY_MAX = 5000;
export const ACTION_TEXT_MAX = 10;
const ACCOUNT_MAX = 50;

/** Where a message may lead the learner: the common destinations of the learner app. */
export const LINK_PRESETS: ReadonlyArray<{ label: string; path: string }> = [
  { label: '首页', path: paths.home() },
  { label: '专题培训', path: paths.specialTrainings() },
  { label: '考试中心', path: paths.examCenter() },
  { label: '我的作业', path: paths.myHomework() },
  { label: '工作台', path: paths.workbench() },
  { label: '个人资料', path: paths.profile() },
];
/** the link select's value for 自定义 (any other value is a preset path, '' none) */
export const CUSTOM_LINK = 'custom';

export interface ComposeForm {
  kind: MessageKind;
  title: string;
  body: string;
  branchIds: number[];
  identityIds: number[];
  stageIds: number[];
  /** as typed: one per line, or separated by commas or spaces */
  accounts: string;
  /** a datetime-local value, Beijing time */
  dueAt: string;
  /** '' none, a preset path, or CUSTOM_LINK */
  link: string;
  customLink: string;
  actionText: string;
}

export const EMPTY_FORM: ComposeForm = {
  kind: 'notice',
  title: '',
  body: '',
  branchIds: [],
  identityIds: [],
  stageIds: [],
  accounts: '',
  dueAt: '',
  link: '',
  customLink: '',
  actionText: '',
};

export type FieldName = 'title' | 'body' | 'audience' | 'dueAt' | 'link' | 'actionText';
export type FormErrors = Partial<Record<FieldName, string>>;

const length = (s: string) => [...s.trim()].length;

/** The accounts typed, each once, in the order typed. */
export function parseAccounts(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；]+/).filter(Boolean))];
}

/** The recipients as the server takes them: only the filters chosen. */
export function audienceOf(f: ComposeForm): Audience {
  const accounts = parseAccounts(f.accounts);
  return {
    ...(f.branchIds.length ? { branchIds: f.branchIds } : {}),
    ...(f.identityIds.length ? { identityIds: f.identityIds } : {}),
    ...(f.stageIds.length ? { stageIds: f.stageIds } : {}),
    ...(accounts.length ? { accounts } : {}),
  };
}

export const hasAudience = (a: Audience) => Object.keys(a).length > 0;

const linkOf = (f: ComposeForm) => (f.link === CUSTOM_LINK ? f.customLink.trim() : f.link);

/** What is wrong with the form at `now`, per field; empty when it may be sent. */
export function validateCompose(f: ComposeForm, now: Date): FormErrors {
  const errors: FormErrors = {};
  if (!length(f.title)) errors.title = e.title;
  else if (length(f.title) > TITLE_MAX) errors.title = e.titleLong(TITLE_MAX);
  if (!length(f.body)) errors.body = e.body;
  else if (length(f.body) > BODY_MAX) errors.body = e.bodyLong(BODY_MAX);

  const accounts = parseAccounts(f.accounts);
  const tooLong = accounts.find((a) => a.length > ACCOUNT_MAX);
  if (!hasAudience(audienceOf(f))) errors.audience = e.audience;
  else if (accounts.length > AUDIENCE_ACCOUNTS_MAX) errors.audience = e.tooManyAccounts(AUDIENCE_ACCOUNTS_MAX);
  else if (tooLong) errors.audience = e.accountLong(tooLong);

  if (f.kind === 'todo') {
    const due = beijingInputToIso(f.dueAt);
    if (!f.dueAt.trim()) errors.dueAt = e.due;
    else if (!due) errors.dueAt = e.dueInvalid;
    else if (Date.parse(due) <= now.getTime()) errors.dueAt = e.duePast;
  }
  const link = linkOf(f);
  if (f.kind === 'todo' && !link) errors.link = e.link;
  else if (link && !new RegExp(APP_PATH_PATTERN).test(link)) errors.link = e.linkInvalid;
  if (length(f.actionText) > ACTION_TEXT_MAX) errors.actionText = e.actionTextLong(ACTION_TEXT_MAX);
  return errors;
}

/** The send call's body of a form that passed validateCompose. */
export function sendBodyOf(f: ComposeForm): Req<'notify', 'send'> {
  const link = linkOf(f);
  const due = f.kind === 'todo' ? beijingInputToIso(f.dueAt) : null;
  return {
    kind: f.kind,
    title: f.title.trim(),
    body: f.body,
    audience: audienceOf(f),
    ...(link ? { actionPath: link } : {}),
    ...(link && f.actionText.trim() ? { actionText: f.actionText.trim() } : {}),
    ...(due ? { dueAt: due } : {}),
  };
}
