import type { Req } from '@contract/index';
import type { VoteMode } from '@contract/orgAct';
import {
  VOTE_DESCRIPTION_MAX,
  VOTE_MAX_DAYS,
  VOTE_OPTION_INTRO_MAX,
  VOTE_OPTION_NAME_MAX,
  VOTE_OPTIONS_MAX,
  VOTE_OPTIONS_MIN,
  VOTE_TITLE_MAX,
} from '@contract/vote';
import { beijingInputToIso } from '../beijingTime';
import { typedLength } from '../typedLength';
import { voteTexts as t } from './texts';

// The 发起投票 form: what is typed (times as the datetime-local inputs hold them, Beijing time),
// checked as the server checks it so most mistakes show before sending, and the body sent. The
// server still decides (identities it knows, members who may vote, an anonymous vote's minimum).

export interface VoteOptionForm {
  name: string;
  intro: string;
}

export interface VoteForm {
  /** the branch; null: the organiser's only branch */
  orgId: number | null;
  title: string;
  description: string;
  startAt: string;
  endAt: string;
  mode: VoteMode;
  /** for a multiple vote, as typed */
  maxChoices: string;
  options: VoteOptionForm[];
  /** identity names; none: every member */
  identities: string[];
  anonymous: boolean;
  showResultsBeforeEnd: boolean;
}

export const EMPTY_VOTE: VoteForm = {
  orgId: null,
  title: '',
  description: '',
  startAt: '',
  endAt: '',
  mode: 'single',
  maxChoices: '2',
  options: [
    { name: '', intro: '' },
    { name: '', intro: '' },
  ],
  identities: [],
  anonymous: false,
  showResultsBeforeEnd: false,
};

export type VoteErrors = Partial<Record<'org' | 'title' | 'description' | 'startAt' | 'endAt' | 'options' | 'maxChoices', string>>;

function optionsError(options: readonly VoteOptionForm[]): string | undefined {
  if (options.length < VOTE_OPTIONS_MIN || options.length > VOTE_OPTIONS_MAX) return t.errors.optionsCount;
  const names = options.map((o) => o.name.trim());
  if (names.some((n) => typedLength(n) < 1 || typedLength(n) > VOTE_OPTION_NAME_MAX)) return t.errors.optionBlank;
  if (options.some((o) => typedLength(o.intro) > VOTE_OPTION_INTRO_MAX)) return t.errors.optionIntro;
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  return twice === undefined ? undefined : t.errors.optionDuplicate(twice);
}

/** `pickOrg`: the organiser manages several organisations and must say which branch holds it */
export function validateVote(f: VoteForm, now: Date, pickOrg: boolean): VoteErrors {
  const e: VoteErrors = {};
  if (pickOrg && f.orgId === null) e.org = t.errors.org;
  if (typedLength(f.title) < 2 || typedLength(f.title) > VOTE_TITLE_MAX) e.title = t.errors.title;
  if (typedLength(f.description) > VOTE_DESCRIPTION_MAX) e.description = t.errors.description;
  const start = beijingInputToIso(f.startAt);
  const end = beijingInputToIso(f.endAt);
  if (!start) e.startAt = t.errors.start;
  if (!end) e.endAt = t.errors.end;
  else if (Date.parse(end) <= now.getTime()) e.endAt = t.errors.over;
  if (start && end && !e.endAt) {
    const length = Date.parse(end) - Date.parse(start);
    if (length <= 0) e.endAt = t.errors.endFirst;
    else if (length > VOTE_MAX_DAYS * 86_400_000) e.endAt = t.errors.tooLong;
  }
  const options = optionsError(f.options);
  if (options) e.options = options;
  if (f.mode === 'multiple') {
    const n = Number(f.maxChoices);
    if (!Number.isInteger(n) || n < 2 || n > f.options.length) e.maxChoices = t.errors.maxChoices(f.options.length);
  }
  return e;
}

/** The request; call only when validateVote found nothing. */
export function voteBodyOf(f: VoteForm): Req<'vote', 'create'> {
  return {
    ...(f.orgId === null ? {} : { orgId: f.orgId }),
    title: f.title.trim(),
    description: f.description.trim(),
    startAt: beijingInputToIso(f.startAt) ?? '',
    endAt: beijingInputToIso(f.endAt) ?? '',
    mode: f.mode,
    maxChoices: f.mode === 'single' ? 1 : Number(f.maxChoices),
    options: f.options.map((o) => ({ name: o.name.trim(), intro: o.intro.trim() })),
    eligibleIdentities: f.identities,
    anonymous: f.anonymous,
    showResultsBeforeEnd: f.showResultsBeforeEnd,
  };
}
