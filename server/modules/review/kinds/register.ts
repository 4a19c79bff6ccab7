import type { HandedIn } from '../../../../contract/review';
import { fail } from '../../../lib/errors';
import { beijingTime } from '../../../lib/beijingDate';
import { orgChain } from '../../user/orgChain';
import { closeUserSessions } from '../../user/session';
import type { SourceAdapter } from './types';

// 注册确认: a self-registered 入党申请人 (branch_confirmed 0) waits for the branch they chose; ref =
// the user's id. Approval confirms the account (branch matters, class sign-up). A return is the
// branch refusing the registration: the account is disabled and stays unconfirmed, its sessions
// end, and the login tells why from this item's reason (user/refusal.ts). While the item waits
// the account is active and unconfirmed; anything else is no longer this review's to decide.

const GENDERS: Record<number, string> = { 1: '男', 2: '女' };
const blank = (text: string | null | undefined) => (text && text.trim() ? text : '未填写');

export const registerAdapter: SourceAdapter = {
  source: 'user',
  async handedIn(db, item) {
    const u = await db
      .selectFrom('user as u')
      .leftJoin('identity as i', 'i.id', 'u.identityId')
      .select(['u.name', 'u.account', 'u.gender', 'u.phone', 'u.email', 'u.studentNo', 'u.college', 'u.major', 'u.className'])
      .select(['u.orgId', 'i.name as identityName', 'u.createdAt'])
      .where('u.id', '=', item.refId)
      .executeTakeFirst();
    if (!u) return [];
    // the branch with the organisations above it, as the form offered it: 校党委 / 学院党委 / 支部
    const branch = (await orgChain(db, u.orgId))
      .map((o) => o.name)
      .reverse()
      .join(' / ');
    const line = (label: string, text: string): HandedIn => ({ label, text, files: [] });
    return [
      line('姓名', u.name),
      line('账号', u.account),
      line('性别', u.gender === null ? '未填写' : (GENDERS[u.gender] ?? '未填写')),
      line('手机', blank(u.phone)),
      line('邮箱', blank(u.email)),
      line('学号', blank(u.studentNo)),
      line('学院', blank(u.college)),
      line('专业', blank(u.major)),
      line('班级', blank(u.className)),
      line('所选党支部', blank(branch)),
      line('身份', blank(u.identityName)),
      line('注册时间', beijingTime(u.createdAt)),
    ];
  },
  async apply(trx, item, v) {
    const done = await trx
      .updateTable('user')
      .set(v.verdict === 'approve' ? { branchConfirmed: 1, updatedAt: v.at } : { status: 0, updatedAt: v.at })
      .where('id', '=', item.refId)
      .where('branchConfirmed', '=', 0)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw fail('该注册申请已不在待审核状态');
    // a refused account is signed out now, so its next step is the login that tells why
    if (v.verdict === 'return') await closeUserSessions(trx, item.refId);
  },
  async link(_db, _item, v) {
    // a refused account cannot sign in to follow a link: its message carries none
    return v.verdict === 'approve' ? { path: '/index/home', actionText: '去学习' } : { path: '', actionText: '' };
  },
};
