import { storage } from '@/lib/storage';

/** Kept by a deliberate logout (that is what remembering is for); token expiry clears it too. */
export const REMEMBERED_ACCOUNT_KEY = 'rememberedAccount';
const KEY = REMEMBERED_ACCOUNT_KEY;

export function loadRememberedAccount(): string {
  return storage.get(KEY) ?? '';
}

export function saveRememberedAccount(account: string, remember: boolean): void {
  if (remember) storage.set(KEY, account);
  else storage.remove(KEY);
}
