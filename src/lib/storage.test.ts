import { storage, storageKey } from './storage';

describe('storage', () => {
  it('prefixes every key with training2_', () => {
    storage.set('token', 'abc');
    expect(window.localStorage.getItem('training2_token')).toBe('abc');
    expect(storage.get('token')).toBe('abc');
    expect(storageKey('userInfo')).toBe('training2_userInfo');
  });

  it('removes one key and clears everything, including foreign keys', () => {
    storage.set('a', '1');
    storage.set('b', '2');
    window.localStorage.setItem('other_app', 'x');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
    expect(storage.get('b')).toBe('2');
    storage.clearAll();
    expect(window.localStorage.length).toBe(0);
  });
});
