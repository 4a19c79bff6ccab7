import { useAppSelector } from '@/app/hooks';
import { selectUserInfo } from '@/features/auth/selectors';

export function useAppId(): number | null {
  return useAppSelector(selectUserInfo)?.appId ?? null;
}
