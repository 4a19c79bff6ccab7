import { paths, under } from './paths';

describe('paths', () => {
  it('puts the params into the pattern in order', () => {
    expect(paths.home()).toBe('/index/home');
    expect(paths.noticeDetail(7)).toBe('/index/noticesDetails/7');
    expect(paths.lesson(3, 45)).toBe('/index/course-learning/3/45');
    expect(paths.readDetail('1', 2, 3)).toBe('/index/readdetais/1/2/3');
    expect(paths.specialTrainingNotice(9, 10)).toBe('/index/special-training/9/notice/10');
  });

  it('encodes a param so it stays one path segment', () => {
    expect(paths.partyDetail('a/b c')).toBe('/index/party/detail/a%2Fb%20c');
  });
});

describe('under', () => {
  it('gives a pattern relative to its parent', () => {
    expect(under('/index', '/index/noticesDetails/:id')).toBe('noticesDetails/:id');
    expect(under('/', '/login')).toBe('login');
  });

  it('refuses a pattern outside the parent', () => {
    expect(() => under('/index', '/personal-space/my/index')).toThrow('/personal-space/my/index is not under /index');
    expect(() => under('/index', '/indexes/home')).toThrow();
  });
});
