import type { ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ListError, ListSkeleton } from '@/components/ListStates';

/** Loading / error frame of a detail page; a deleted item leaves a way back (重试 only when asking again may help, `canRetry`). */
export function DetailState({
  isLoading,
  error,
  onRetry,
  back,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  if (isLoading) {
    return (
      <Box bg="white" borderRadius="md" p="8">
        <ListSkeleton rows={10} />
      </Box>
    );
  }
  if (error) {
    const backLink = (
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={back.to}>{back.label}</RouterLink>
      </Button>
    );
    return <ListError error={error} onRetry={onRetry} actions={backLink} />;
  }
  return <>{children}</>;
}
