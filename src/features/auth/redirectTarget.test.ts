import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('prefers the forced password change', () => {
    expect(redirectTarget({ from: '/index/notices' }, true)).toBe('/my/change-pwd');
  });
  it('returns to where the guard came from', () => {
    expect(redirectTarget({ from: { pathname: '/index/notices', search: '?page=2', hash: '' } }, false)).toBe('/index/notices?page=2');
    expect(redirectTarget({ from: '/personal-space/my/index' }, false)).toBe('/personal-space/my/index');
  });
  it('falls back to home for nothing, the login page or another site', () => {
    expect(redirectTarget(null, false)).toBe('/index/home');
    expect(redirectTarget({ from: '/login' }, false)).toBe('/index/home');
    expect(redirectTarget({ from: '//evil.example' }, false)).toBe('/index/home');
    expect(redirectTarget({ from: 'https://evil.example' }, false)).toBe('/index/home');
    expect(redirectTarget({ from: '/\\evil.example' }, false)).toBe('/index/home');
    expect(redirectTarget({ from: '/index/x\\y' }, false)).toBe('/index/home');
  });
});
