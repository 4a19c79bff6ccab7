import { decideNavigation, type GuardInput } from './guards';
import { canSeeLearningTheWay, isBlockedApp, isCadre } from '@/lib/roles';

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  token: 't',
  defaultPassword: false,
  appId: 6,
  routeNames: [],
  ...overrides,
});

describe('decideNavigation', () => {
  it('no token -> /login', () => {
    expect(decideNavigation(input({ token: null }))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('the not-found route is exempt from the login check', () => {
    expect(decideNavigation(input({ token: null, routeNames: ['not-found'] }))).toEqual({ type: 'proceed' });
  });

  it('the login page is open without a token', () => {
    expect(decideNavigation(input({ token: null, routeNames: ['login'] }))).toEqual({ type: 'proceed' });
  });

  it('token + defaultPassword -> /my/change-pwd, and nothing else is reachable', () => {
    expect(decideNavigation(input({ defaultPassword: true }))).toEqual({ type: 'redirect', to: '/my/change-pwd' });
    expect(decideNavigation(input({ defaultPassword: true, routeNames: ['VideoDetails'] }))).toEqual({
      type: 'redirect',
      to: '/my/change-pwd',
    });
    expect(decideNavigation(input({ defaultPassword: true, routeNames: ['change-pwd'] }))).toEqual({ type: 'proceed' });
  });

  it('a logged-in learner proceeds', () => {
    expect(decideNavigation(input({}))).toEqual({ type: 'proceed' });
    expect(decideNavigation(input({ routeNames: ['learning-the-way'] }))).toEqual({ type: 'proceed' });
  });

  it.each([1, 2, 3, 4])('appId %i leaves for the site root', (appId) => {
    expect(decideNavigation(input({ appId }))).toEqual({ type: 'leave', href: '/' });
  });

  it('appId 5 is refused the learning-the-way route', () => {
    expect(decideNavigation(input({ appId: 5, routeNames: ['learning-the-way'] }))).toEqual({ type: 'redirect', to: '/index/home' });
    expect(decideNavigation(input({ appId: 5 }))).toEqual({ type: 'proceed' });
  });
});

describe('roles', () => {
  it('blocks apps 1-4 only', () => {
    expect([1, 2, 3, 4].every(isBlockedApp)).toBe(true);
    expect([5, 6, null, undefined].some(isBlockedApp)).toBe(false);
  });
  it('hides learning-the-way from the cadre app only', () => {
    expect(canSeeLearningTheWay(5)).toBe(false);
    expect(canSeeLearningTheWay(6)).toBe(true);
    expect(canSeeLearningTheWay(null)).toBe(true);
    expect(isCadre(5)).toBe(true);
    expect(isCadre(6)).toBe(false);
  });
});
