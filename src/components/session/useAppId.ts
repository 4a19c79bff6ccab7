import { useAppSelector } from '@/components/hooks';
import { selectAppId } from '@/components/session/selectors';

export function useAppId(): number | null {
  return useAppSelector(selectAppId);
}
