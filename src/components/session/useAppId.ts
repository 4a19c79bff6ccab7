import { useAppSelector } from '@/store/hooks';
import { selectAppId } from '@/store/auth/selectors';

export function useAppId(): number | null {
  return useAppSelector(selectAppId);
}
