import { persistReducer, type PersistConfig, type Storage } from 'redux-persist';
import { storage } from '@/lib/storage';
import { authReducer, type AuthState } from './authSlice';

// Why a storage adapter instead of redux-persist's default `persist:auth` blob: spec §3 says the
// browser holds three prefixed entries, `token`, `userInfo` (JSON with appId) and
// `defaultPassword`, and other parts of the platform read them there (the appId "is also read
// from local storage"). With serialize/deserialize off, redux-persist hands this adapter the auth
// object itself, and the adapter spreads it over those three keys:
//   training2_token            the token as plain text
//   training2_userInfo         JSON of the user info (with appId and genderText)
//   training2_defaultPassword  '1' while the administrator's password is unchanged, else absent
//   training2_sso              '1' while the session came through campus sign-in (统一身份认证), so
//                              that a logout after a reload still offers the provider's logout;
//                              absent otherwise, and after a logout (the offer is for that page only)

export const AUTH_KEYS = { token: 'token', userInfo: 'userInfo', defaultPassword: 'defaultPassword', sso: 'sso' } as const;

type PersistedAuth = Pick<AuthState, 'token' | 'userInfo' | 'defaultPassword' | 'sso'>;

function readUserInfo(): AuthState['userInfo'] {
  const raw = storage.get(AUTH_KEYS.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthState['userInfo'];
  } catch {
    return null; // a damaged entry logs the user out rather than breaking the app
  }
}

export function readPersistedAuth(): PersistedAuth | null {
  const token = storage.get(AUTH_KEYS.token);
  const userInfo = readUserInfo();
  const defaultPassword = storage.get(AUTH_KEYS.defaultPassword) === '1';
  if (!token && !userInfo && !defaultPassword) return null;
  return { token: token || null, userInfo, defaultPassword, sso: Boolean(token) && storage.get(AUTH_KEYS.sso) === '1' };
}

export function writePersistedAuth(auth: Partial<PersistedAuth>): void {
  if (auth.token) storage.set(AUTH_KEYS.token, auth.token);
  else storage.remove(AUTH_KEYS.token);
  if (auth.userInfo) storage.set(AUTH_KEYS.userInfo, JSON.stringify(auth.userInfo));
  else storage.remove(AUTH_KEYS.userInfo);
  if (auth.defaultPassword) storage.set(AUTH_KEYS.defaultPassword, '1');
  else storage.remove(AUTH_KEYS.defaultPassword);
  if (auth.token && auth.sso) storage.set(AUTH_KEYS.sso, '1');
  else storage.remove(AUTH_KEYS.sso);
}

export const authStorage: Storage = {
  getItem: () => Promise.resolve(readPersistedAuth()),
  setItem: (_key: string, value: Partial<PersistedAuth>) => Promise.resolve(writePersistedAuth(value)),
  removeItem: () => Promise.resolve(writePersistedAuth({})),
};

const authPersistConfig = {
  key: 'auth',
  keyPrefix: 'training2_',
  storage: authStorage,
  whitelist: ['token', 'userInfo', 'defaultPassword', 'sso'],
  serialize: false,
  // redux-persist 6 honours `deserialize: false` at runtime; its type definitions omit it.
  deserialize: false,
} as PersistConfig<AuthState>;

export const persistedAuthReducer = persistReducer(authPersistConfig, authReducer);
