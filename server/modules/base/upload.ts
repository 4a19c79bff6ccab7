import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_PX, type UploadedFile } from '../../../contract/base';
import type { Db } from '../../db/transaction';
import { isUploadedPart } from '../../http/bodyParsers';
import { fail } from '../../http/envelope';
import { clock } from '../../lib/clock';
import { imageSize } from '../../lib/imageSize';
import { randomHex } from '../../lib/tokens';
import { detectFileType } from './fileType';

export type UploadPurpose = 'avatar' | 'attachment';

/** A display name only: never used to build a path. */
function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 100) || '未命名文件';
}

/** Avatars are shown at 32-128 px: a square of at most 256 px is all they need. */
function checkAvatarSize(buf: Buffer): void {
  const size = imageSize(buf);
  if (!size) throw fail('无法读取头像图片的尺寸，请换一张图片');
  const { width, height } = size;
  if (width !== height || width > AVATAR_MAX_PX) {
    throw fail(`头像须为不超过 ${AVATAR_MAX_PX}×${AVATAR_MAX_PX} 像素的正方形图片（当前为 ${width}×${height}），请裁剪缩小后再上传`);
  }
}

/**
 * Stores an upload under DATA_DIR/uploads/YYYY/MM/<random>.<ext> after checking its size and its
 * real type; answers the URL the server serves it at.
 */
export async function saveUpload(
  db: Db,
  limits: { dataDir: string; maxMb: number },
  ownerId: number,
  file: unknown,
  purpose: UploadPurpose,
): Promise<UploadedFile> {
  if (!isUploadedPart(file)) throw fail('请选择要上传的文件');
  const { maxMb } = limits;
  if (file.buffer.length === 0) throw fail('文件不能为空');
  if (file.buffer.length > maxMb * 1024 * 1024) throw fail(`文件不能超过 ${maxMb}MB`);
  const type = detectFileType(file.buffer);
  if (purpose === 'avatar' && !type?.image) throw fail('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
  if (!type) throw fail('仅支持 JPG、PNG、GIF、WEBP 格式的图片或 PDF 文件');
  if (purpose === 'avatar') checkAvatarSize(file.buffer);

  const now = clock.now();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const storedName = `${folder}/${randomHex(16)}.${type.ext}`;
  const target = path.join(limits.dataDir, 'uploads', storedName);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.buffer, { flag: 'wx' });
  const name = displayName(file.filename);
  await db
    .insertInto('file')
    .values({ ownerId, storedName, originalName: name, mime: type.mime, size: file.buffer.length, purpose, createdAt: now.toISOString() })
    .execute();
  return { url: `/uploads/${storedName}`, name, size: file.buffer.length, mime: type.mime };
}
