import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/schema';
import { fail } from './errors';
import { clock } from './clock';
import { randomHex } from './tokens';

export const CAPTCHA_TTL_SECONDS = 300;

export interface IssuedCaptcha {
  captchaId: string;
  svg: string;
  expiresIn: number;
}

/**
 * Issues a new image captcha. `replaceId` (user/getCaptcha) drops the old one so a refresh
 * never leaves two valid codes behind. Expired rows are swept on the way.
 */
export async function issueCaptcha(db: Kysely<Database>, replaceId?: string): Promise<IssuedCaptcha> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f7f3ee' });
  const captchaId = randomHex(16);
  const now = clock.iso();
  await db.deleteFrom('captcha').where('expiresAt', '<', now).execute();
  if (replaceId) await db.deleteFrom('captcha').where('id', '=', replaceId).execute();
  await db
    .insertInto('captcha')
    .values({ id: captchaId, answer: text.toLowerCase(), createdAt: now, expiresAt: clock.isoIn(CAPTCHA_TTL_SECONDS) })
    .execute();
  return { captchaId, svg: data, expiresIn: CAPTCHA_TTL_SECONDS };
}

/**
 * Checks and consumes a captcha: it is deleted whether the answer is right or wrong, so one
 * image allows one guess. Throws 10002 with the reason.
 */
export async function consumeCaptcha(db: Kysely<Database>, captchaId: string, answer: string): Promise<void> {
  const row = await db.deleteFrom('captcha').where('id', '=', captchaId).returning(['answer', 'expiresAt']).executeTakeFirst();
  if (!row || row.expiresAt < clock.iso()) throw fail('验证码已过期，请刷新');
  if (row.answer !== answer.trim().toLowerCase()) throw fail('验证码错误，请重新输入');
}
