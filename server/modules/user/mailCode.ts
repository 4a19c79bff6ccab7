import { randomInt } from 'node:crypto';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { clock } from '../../lib/clock';
import type { Mailer, MailMessage } from '../../lib/mail';
import { sha256 } from '../../lib/tokens';

export type MailPurpose = 'register' | 'forgetPwd';

export const CODE_TTL_SECONDS = 600;
export const RESEND_SECONDS = 60;
export const DAILY_LIMIT = 10;
export const MAX_ATTEMPTS = 5;

const PURPOSE_TEXT: Record<MailPurpose, string> = { register: '注册账号', forgetPwd: '找回密码' };

// The code is bound to its address and purpose, so a register code cannot reset a password.
const codeHash = (email: string, purpose: MailPurpose, code: string) => sha256(`${purpose}:${email}:${code}`);

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Per address: one mail a minute, ten a day. */
async function assertCanSend(db: Db, email: string): Promise<void> {
  const recent = await db
    .selectFrom('mailCode')
    .select('createdAt')
    .where('email', '=', email)
    .where('createdAt', '>', clock.isoIn(-86400))
    .orderBy('createdAt', 'desc')
    .execute();
  if (recent.length) {
    const waitMs = new Date(recent[0].createdAt).getTime() + RESEND_SECONDS * 1000 - clock.now().getTime();
    if (waitMs > 0) throw fail(`发送过于频繁，请 ${Math.ceil(waitMs / 1000)} 秒后再试`);
  }
  if (recent.length >= DAILY_LIMIT) throw fail('该邮箱今日发送次数已达上限，请明天再试');
}

/**
 * Writes the address's next code when the address is within its limit. The count and the row are
 * one transaction under the address's lock, so sends that arrive together queue there and each
 * sees the codes written before it. A code nobody will receive (`live` false) is written already
 * expired: it counts toward the limit like any send but can never be used, nor hide the live one.
 */
async function writeCode(db: Db, email: string, purpose: MailPurpose, live: boolean) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await inTransaction(db, async (trx) => {
    await lockKey(trx, `mailCode:${email}`);
    await assertCanSend(trx, email);
    return trx
      .insertInto('mailCode')
      .values({
        email,
        purpose,
        codeHash: codeHash(email, purpose, code),
        attempts: 0,
        createdAt: clock.iso(),
        expiresAt: live ? clock.isoIn(CODE_TTL_SECONDS) : clock.iso(),
        usedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return { id: row.id, code };
}

const codeMail = (email: string, purpose: MailPurpose, code: string): MailMessage => ({
  to: email,
  subject: `【智慧党建培训平台】${PURPOSE_TEXT[purpose]}验证码`,
  text: `您好！\n\n您正在${PURPOSE_TEXT[purpose]}，验证码为：${code}\n验证码 ${CODE_TTL_SECONDS / 60} 分钟内有效，请勿告诉他人。\n如非本人操作，请忽略本邮件。\n\n智慧党建培训平台`,
});

const SENT = { expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS };

/** Sends a code (register) once the address is within its limit; the mail goes out after the commit. */
export async function sendMailCode(db: Db, mailer: Mailer, email: string, purpose: MailPurpose) {
  const { id, code } = await writeCode(db, email, purpose, true);
  try {
    await mailer.send(codeMail(email, purpose, code));
  } catch {
    // A code nobody received must not count against the resend limit.
    await db.deleteFrom('mailCode').where('id', '=', id).execute();
    throw fail('邮件发送失败，请稍后再试');
  }
  return SENT;
}

/**
 * A password-reset code. The answer must not tell whether the account owns the address, so both
 * cases write a row under the same limits and answer the same; only the owner's address gets a
 * mail, and it goes out after the answer, so neither the answer nor its delay depends on the
 * pairing. A mail that fails is logged and its code removed (it must not hold back a resend).
 */
export async function sendResetCode(db: Db, mailer: Mailer, email: string, owned: boolean, log: MailFailureLog) {
  const { id, code } = await writeCode(db, email, 'forgetPwd', owned);
  if (owned) {
    mailer.send(codeMail(email, 'forgetPwd', code)).catch(async (err: unknown) => {
      log.warn({ err, to: email }, '找回密码验证码邮件发送失败');
      await db
        .deleteFrom('mailCode')
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    });
  }
  return SENT;
}

interface MailFailureLog {
  warn(obj: object, msg: string): void;
}

/**
 * Checks a code against the newest live one of the address and answers its id (still unused:
 * see useMailCode). Each check takes one of the code's tries in a single conditional UPDATE
 * before comparing, so concurrent guesses cannot share a try: at most MAX_ATTEMPTS are checked.
 */
export async function checkMailCode(db: Db, email: string, purpose: MailPurpose, code: string): Promise<number> {
  const row = await db
    .selectFrom('mailCode')
    .select(['id', 'codeHash'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', clock.iso())
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw fail('邮箱验证码已失效，请重新获取');
  const taken = await db
    .updateTable('mailCode')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!taken) throw fail('邮箱验证码错误次数过多，请重新获取');
  if (row.codeHash !== codeHash(email, purpose, code)) {
    const left = MAX_ATTEMPTS - taken.attempts;
    throw fail(left > 0 ? `邮箱验证码错误，还可尝试 ${left} 次` : '邮箱验证码错误次数过多，请重新获取');
  }
  return row.id;
}

/** Uses up a checked code, inside the transaction of what it allows; only one request can. */
export async function useMailCode(trx: Db, id: number): Promise<void> {
  const res = await trx
    .updateTable('mailCode')
    .set({ usedAt: clock.iso() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw fail('邮箱验证码已失效，请重新获取');
}
