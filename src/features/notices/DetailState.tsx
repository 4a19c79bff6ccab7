import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { ListError, ListSkeleton } from '@/features/ui/ListStates';

/** Loading / error frame of a detail page. */
export function DetailState({
  isLoading,
  error,
  onRetry,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isLoading) {
    return (
      <Box bg="white" borderRadius="md" p="8">
        <ListSkeleton rows={10} />
      </Box>
    );
  }
  if (error) return <ListError error={error} onRetry={onRetry} />;
  return <>{children}</>;
}
