import { useMemo } from 'react';
import type { BaseSetting } from '@contract/base';
import { BaseApi } from '@/api/base';
import { useAppSelector } from '@/components/hooks';
import { selectBaseSetting } from '@/components/settings/selectors';

function parseBase(raw: unknown): Partial<BaseSetting> | null {
  if (raw && typeof raw === 'object') return raw as Partial<BaseSetting>;
  if (typeof raw !== 'string' || !raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<BaseSetting>) : null;
  } catch {
    return null;
  }
}

/**
 * The base setting for the login page. getSetting needs no token, so the page asks for it
 * itself when the app has not loaded settings yet; null until it is known.
 */
export function useLoginBrand(): Partial<BaseSetting> | null {
  const loaded = useAppSelector(selectBaseSetting);
  const { data } = BaseApi.useGetSettingQuery(undefined, { skip: loaded !== null });
  return useMemo(() => loaded ?? parseBase(data?.base), [loaded, data]);
}
