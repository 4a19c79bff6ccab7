import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_PX, type UPLOAD_PURPOSES, type UploadedFile } from '../../../contract/base';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { isUploadedPart } from '../../http/bodyParsers';
import { fail } from '../../lib/errors';
import { clock } from '../../lib/clock';
import { imageSize } from '../../lib/imageSize';
import { randomHex } from '../../lib/tokens';
import { detectFileType, type DetectedType } from './fileType';

/** avatar and photo take images only (an avatar also square and small); attachment also a PDF */
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const IMAGE_ONLY: ReadonlySet<UploadPurpose> = new Set<UploadPurpose>(['avatar', 'photo']);

/** The longest name kept, in characters (code points): every upload kind is named here. */
export const NAME_MAX = 100;

/**
 * A display name only: never used to build a path. A longer name keeps its extension (`.pdf`) and
 * loses the end of its base, marked by an ellipsis; a character is never cut in half.
 */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const chars = Array.from(base.replace(/[\u0000-\u001f\u007f]/g, ''));
  if (chars.length === 0) return '未命名文件';
  if (chars.length <= NAME_MAX) return chars.join('');
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(base)?.[0] ?? '';
  return `${chars.slice(0, NAME_MAX - ext.length - 1).join('')}…${ext}`;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');

/**
 * 10002 when this file would take the user past UPLOAD_QUOTA_MB in all. Runs inside the upload's
 * transaction under a per-user lock, so two uploads at once cannot both slip under the quota.
 */
async function checkQuota(trx: Db, quotaMb: number, ownerId: number, size: number): Promise<void> {
  const row = await trx
    .selectFrom('file')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  const used = Number(row.used);
  if (used + size > quotaMb * 1024 * 1024) {
    throw fail(`上传空间不足：每位用户最多可上传 ${quotaMb}MB，已使用 ${mb(used)}MB，本文件 ${mb(size)}MB`);
  }
}

/** A rename, or a copy when the uploads folder is on another disk (shared storage). */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.rm(from, { force: true });
  }
}

const AVATAR_HEADER_BYTES = 256 * 1024;

/** Avatars are shown at 32-128 px: a square of at most 256 px is all they need. */
async function checkAvatarSize(filePath: string): Promise<void> {
  // The size sits in the first bytes (PNG, GIF, WebP) or after the JPEG's metadata segments.
  const handle = await fs.open(filePath, 'r');
  const head = Buffer.alloc(AVATAR_HEADER_BYTES);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const size = imageSize(head.subarray(0, bytesRead));
  if (!size) throw fail('无法读取头像图片的尺寸，请换一张图片');
  const { width, height } = size;
  if (width !== height || width > AVATAR_MAX_PX) {
    throw fail(`头像须为不超过 ${AVATAR_MAX_PX}×${AVATAR_MAX_PX} 像素的正方形图片（当前为 ${width}×${height}），请裁剪缩小后再上传`);
  }
}

/**
 * Stores an upload under UPLOAD_DIR/YYYY/MM/<random>.<ext> after checking its size and its
 * real type; answers the URL the server serves it at.
 */
export async function saveUpload(
  db: Db,
  limits: { uploadDir: string; maxMb: number; quotaMb: number },
  ownerId: number,
  file: unknown,
  purpose: UploadPurpose,
  /** a caller's own rule on the detected type and the size (a task's allowed types): the refusal's words, or null */
  accept?: (type: DetectedType | null, size: number) => string | null,
): Promise<UploadedFile> {
  if (!isUploadedPart(file)) throw fail('请选择要上传的文件');
  const { maxMb } = limits;
  if (file.size === 0) throw fail('文件不能为空');
  if (file.size > maxMb * 1024 * 1024) throw fail(`文件不能超过 ${maxMb}MB`);
  const type = detectFileType(file.head);
  const refusal = accept?.(type, file.size);
  if (refusal) throw fail(refusal);
  if (IMAGE_ONLY.has(purpose) && !type?.image) throw fail('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
  if (!type) throw fail('仅支持 JPG、PNG、GIF、WEBP 格式的图片或 PDF 文件');
  if (purpose === 'avatar') await checkAvatarSize(file.path);

  const now = clock.now();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const storedName = `${folder}/${randomHex(16)}.${type.ext}`;
  const target = path.join(limits.uploadDir, storedName);
  const name = displayName(file.filename);
  await inTransaction(db, async (trx) => {
    await lockKey(trx, `upload:${ownerId}`);
    await checkQuota(trx, limits.quotaMb, ownerId, file.size);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await moveFile(file.path, target);
    await trx
      .insertInto('file')
      .values({ ownerId, storedName, originalName: name, mime: type.mime, size: file.size, purpose, createdAt: now.toISOString() })
      .execute();
  });
  return { url: `/uploads/${storedName}`, name, size: file.size, mime: type.mime };
}
