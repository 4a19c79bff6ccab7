import type { Req } from '../../../contract';
import { ANONYMOUS_ELIGIBLE_MIN, VOTE_MAX_DAYS } from '../../../contract/vote';
import { inTransaction, type Db } from '../../db/transaction';
import { beijingTime } from '../../lib/beijingDate';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { sendMessage } from '../center/send';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { eligibleMembers, holdingBranch } from './eligible';
import { VOTE_CONSOLE } from './texts';

// A branch creates a vote: the window (ends in the future, at most VOTE_MAX_DAYS long), 2..N
// options with distinct names, how many each may choose (single: 1; multiple: 2 up to the number
// of options, so a multiple vote is never a single one in disguise), who may vote (known identity
// names; none named: every member) and an anonymous vote only with enough voters to hide each
// choice. The vote, its options, a to-do for each member who may vote (closed by their ballot or
// the vote's end) and the audit entry commit together.

const DAY_MS = 86_400_000;

export const VOTES_PATH = '/personal-space/workbenches/activity?tab=votes';

function windowOf(b: { startAt: string; endAt: string }, nowMs: number): { startAt: string; endAt: string } {
  const start = Date.parse(b.startAt);
  const end = Date.parse(b.endAt);
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw fail(VOTE_CONSOLE.badTime);
  if (end <= start) throw fail(VOTE_CONSOLE.endFirst);
  if (end <= nowMs) throw fail(VOTE_CONSOLE.over);
  if (end - start > VOTE_MAX_DAYS * DAY_MS) throw fail(VOTE_CONSOLE.tooLong);
  if (start > nowMs + 366 * DAY_MS) throw fail(VOTE_CONSOLE.tooFar);
  return { startAt: new Date(start).toISOString(), endAt: new Date(end).toISOString() };
}

function optionsOf(list: Req<'vote', 'create'>['options']): { name: string; intro: string }[] {
  const options = list.map((x) => ({ name: x.name.trim(), intro: (x.intro ?? '').trim() }));
  if (options.some((x) => !x.name)) throw fail(VOTE_CONSOLE.blankOption);
  const seen = new Set<string>();
  for (const x of options) {
    if (seen.has(x.name)) throw fail(VOTE_CONSOLE.duplicateOption(x.name));
    seen.add(x.name);
  }
  return options;
}

function choicesOf(mode: 'single' | 'multiple', maxChoices: number, optionCount: number): number {
  if (mode === 'single') {
    if (maxChoices !== 1) throw fail(VOTE_CONSOLE.single);
    return 1;
  }
  if (maxChoices < 2) throw fail(VOTE_CONSOLE.multipleMin);
  if (maxChoices > optionCount) throw fail(VOTE_CONSOLE.multipleMax(optionCount));
  return maxChoices;
}

async function knownIdentities(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.some((n) => !n.trim())) throw fail(VOTE_CONSOLE.blankIdentity);
  const wanted = [...new Set(names.map((n) => n.trim()))];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('identity').select('name').where('name', 'in', wanted).execute();
  const known = new Set(rows.map((r) => r.name));
  const unknown = wanted.filter((n) => !known.has(n));
  if (unknown.length > 0) throw fail(VOTE_CONSOLE.unknownIdentity(unknown));
  return wanted;
}

export async function createVote(db: Db, o: Organiser, b: Req<'vote', 'create'>, now: Date): Promise<{ voteId: number }> {
  const { startAt, endAt } = windowOf(b, now.getTime());
  const title = b.title.trim();
  if (!title) throw fail(VOTE_CONSOLE.blankTitle);
  const options = optionsOf(b.options);
  const maxChoices = choicesOf(b.mode, b.maxChoices, options.length);
  const org = holdingBranch(o, b.orgId);
  const identities = await knownIdentities(db, b.eligibleIdentities);
  const voters = await eligibleMembers(db, org.id, identities);
  if (voters.length === 0) throw fail(VOTE_CONSOLE.nobody(org.name));
  if (b.anonymous && voters.length < ANONYMOUS_ELIGIBLE_MIN) throw fail(VOTE_CONSOLE.tooFewForAnonymous(voters.length));
  const description = (b.description ?? '').trim();
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('orgVote')
      .values({
        orgId: org.id,
        title,
        description,
        startTime: startAt,
        endTime: endAt,
        mode: b.mode,
        maxChoices,
        anonymous: b.anonymous ? 1 : 0,
        showResultsBeforeEnd: b.showResultsBeforeEnd ? 1 : 0,
        eligibleIdentities: JSON.stringify(identities),
        createdAt: at,
        createdBy: o.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('orgVoteItem')
      .values(options.map((x, sort) => ({ voteId: id, name: x.name, intro: x.intro, sort })))
      .execute();
    const choose = maxChoices === 1 ? '单选' : `最多选择 ${maxChoices} 项`;
    await sendMessage(
      trx,
      {
        kind: 'todo',
        title: `投票：${title}`,
        body: [
          `投票时间：${beijingTime(startAt)} 至 ${beijingTime(endAt)}（北京时间）`,
          `候选项：${options.map((x) => x.name).join('、')}（${choose}${b.anonymous ? '，匿名投票' : ''}）`,
          description,
          '请在投票时间内到「组织活动」的「投票表决」中投票，每人一次，提交后不能修改。',
        ]
          .filter(Boolean)
          .join('\n\n'),
        sender: org.name,
        sentAt: at,
        dueAt: endAt,
        actionPath: VOTES_PATH,
        actionText: '去投票',
        doneWhen: 'vote',
        doneRef: id,
        sentBy: o.userId,
      },
      voters.map((m) => m.userId),
    );
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, org.id),
      action: '发起投票',
      target: `${org.name}：「${title}」`,
      after: {
        title,
        startAt,
        endAt,
        mode: b.mode,
        maxChoices,
        options: options.map((x) => x.name),
        eligibleIdentities: identities,
        anonymous: b.anonymous,
        showResultsBeforeEnd: b.showResultsBeforeEnd,
        eligible: voters.length,
      },
      at,
    });
    return { voteId: id };
  });
}
