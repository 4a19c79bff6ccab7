import { checkAvatarFile } from './avatarCheck';

describe('checkAvatarFile', () => {
  it('accepts images up to the limit', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses with the server wording', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('文件不能超过 5MB');
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('文件不能为空');
  });
});
