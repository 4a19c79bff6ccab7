/** Image types the server accepts for avatars, and the limit it applies (UPLOAD_MAX_MB, 5 by default). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const AVATAR_MAX_MB = 5;

/** The same wording as the server's refusal, so the learner reads one message either way. */
export function checkAvatarFile(file: { type: string; size: number }, maxMb: number = AVATAR_MAX_MB): string | null {
  if (file.size === 0) return '文件不能为空';
  if (!AVATAR_TYPES.includes(file.type)) return '仅支持 JPG、PNG、GIF、WEBP 格式的图片';
  if (file.size > maxMb * 1024 * 1024) return `文件不能超过 ${maxMb}MB`;
  return null;
}
