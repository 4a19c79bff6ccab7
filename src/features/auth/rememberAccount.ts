import { storage } from '@/lib/storage';

const KEY = 'rememberedAccount';

export function loadRememberedAccount(): string {
  return storage.get(KEY) ?? '';
}

export function saveRememberedAccount(account: string, remember: boolean): void {
  if (remember) storage.set(KEY, account);
  else storage.remove(KEY);
}
