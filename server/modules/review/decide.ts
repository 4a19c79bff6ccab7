import { KIND_NAMES, SCORED_KINDS, type Decision, type ReviewKind, type Verdict } from '../../../contract/review';
import { inTransaction, type Db } from '../../db/transaction';
import { ApiError, fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { sendMessage } from '../center/send';
import { beijingTime } from '../../lib/beijingDate';
import { MSG_OUT_OF_SCOPE, roleLineFor, type Organiser } from '../organiser/scope';
import { adapterOf } from './kinds';
import type { AppliedVerdict } from './kinds/types';
import { scopedItems } from './queue';

// A verdict: one conditional UPDATE of the item (… WHERE state = 'pending') decides who wins when
// two organisers act at once; the loser is told who decided and when. In the same transaction the
// verdict lands on the learner's own record, the learner gets a message (a to-do when something
// must be corrected) and the audit log gets its entry: all of it commits, or none.

export interface DecideBody {
  kind: ReviewKind;
  id: number;
  verdict: Verdict;
  reason?: string;
  score?: number;
}

const STATE_WORDS = { approved: '通过', returned: '退回', withdrawn: '撤回', pending: '' } as const;

function checkBody(b: DecideBody, scored: boolean): { reason: string; score: number | null } {
  const reason = (b.reason ?? '').trim();
  if (b.verdict === 'return' && reason === '') throw fail('退回时请填写退回原因，告诉学员需要怎样修改');
  if (b.verdict === 'return' && b.score !== undefined) throw fail('退回时不评分；请去掉评分，或选择“通过”');
  if (!scored && b.score !== undefined) throw fail(`${KIND_NAMES[b.kind]}不评分，请去掉评分`);
  if (scored && b.verdict === 'approve' && b.score === undefined) throw fail('通过时请给出 0-100 的评分');
  return { reason, score: b.verdict === 'approve' && scored ? (b.score ?? null) : null };
}

/** The refusal when the item is no longer pending: who decided it, when. */
async function alreadyDecided(db: Db, id: number): Promise<ApiError> {
  const r = await db
    .selectFrom('reviewItem as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select(['r.state', 'r.decidedAt', 'r.reviewerName', 'u.name'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  const at = r.decidedAt ?? '';
  if (r.state === 'withdrawn') {
    return fail(`学员${r.name}已于 ${beijingTime(at)} 撤回该事项，无需审核`, {
      reason: 'decided',
      reviewerName: r.name,
      decidedAt: at,
      state: r.state,
    });
  }
  return fail(`该事项已由 ${r.reviewerName} 于 ${beijingTime(at)} ${STATE_WORDS[r.state]}，无需再审核`, {
    reason: 'decided',
    reviewerName: r.reviewerName,
    decidedAt: at,
    state: r.state,
  });
}

export async function decide(db: Db, o: Organiser, b: DecideBody, now: Date): Promise<Decision> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const item = await scopedItems(trx, o)
      .selectAll('r')
      .select(['u.name as learnerName', 'u.account as learnerAccount', 'u.orgId', 'b.name as branchName'])
      .where('r.id', '=', b.id)
      .where('r.kind', '=', b.kind)
      .executeTakeFirst();
    if (!item) throw fail(MSG_OUT_OF_SCOPE);
    const adapter = adapterOf(item.source);
    const { reason, score } = checkBody(b, SCORED_KINDS.includes(item.kind));
    const state = b.verdict === 'approve' ? ('approved' as const) : ('returned' as const);
    const done = await trx
      .updateTable('reviewItem')
      .set({ state, decidedAt: at, decidedBy: o.userId, reviewerName: o.name, reason, score })
      .where('id', '=', item.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw await alreadyDecided(trx, item.id);
    const v: AppliedVerdict = { verdict: b.verdict, reason, score, reviewerName: o.name, at };
    await adapter.apply(trx, item, v);
    const role = roleLineFor(o, item.orgId);
    const link = await adapter.link(trx, item, v);
    const what = `${KIND_NAMES[item.kind]}「${item.title}」`;
    const lines =
      b.verdict === 'approve'
        ? [`您提交的${what}已审核通过。`, ...(score !== null ? [`评分：${score} 分`] : []), ...(reason ? [`评语：${reason}`] : [])]
        : [`您提交的${what}被退回，请按原因修改后重新提交。`, `退回原因：${reason}`];
    await sendMessage(
      trx,
      {
        kind: link.todo ? 'todo' : 'notice',
        title: `${what}${b.verdict === 'approve' ? '已通过' : '被退回'}`,
        body: [...lines, `审核人：${o.name}（${role}）`].join('\n'),
        sender: role.split(' · ')[1] || o.name,
        sentAt: at,
        actionPath: link.path,
        actionText: link.actionText,
        ...(link.todo ?? {}),
      },
      [item.userId],
    );
    await appendAudit(trx, {
      actor: { id: o.userId, account: o.account, name: o.name },
      role,
      action: b.verdict === 'approve' ? '审核通过' : '审核退回',
      target: `${what} · ${item.learnerName}（${item.learnerAccount}） · 事项 ${item.id}`,
      before: { state: 'pending' },
      after: { state, reason, score },
      at,
    });
    return { id: item.id, state, reason, score, reviewerName: o.name, decidedAt: at, submittedAt: item.submittedAt };
  });
}

/** Approves several items of one kind, each in its own transaction; what could not be approved is said per item. */
export async function approveBatch(db: Db, o: Organiser, kind: ReviewKind, ids: number[], now: Date) {
  if (SCORED_KINDS.includes(kind)) throw fail(`${KIND_NAMES[kind]}需要逐篇评分，不能批量通过`);
  const approved: number[] = [];
  const skipped: Array<{ id: number; reason: string }> = [];
  for (const id of ids) {
    try {
      await decide(db, o, { kind, id, verdict: 'approve' }, now);
      approved.push(id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      skipped.push({ id, reason: err.message });
    }
  }
  return { approved, skipped };
}
