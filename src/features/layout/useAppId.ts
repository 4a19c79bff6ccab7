import { useAppSelector } from '@/app/hooks';
import { selectAppId } from '@/features/auth/selectors';

export function useAppId(): number | null {
  return useAppSelector(selectAppId);
}
