import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState, type QueryLike } from '@/components/ListStates';
import { SectionCard } from './SectionCard';

/** The home card about the user (learner or cadre): what `children` makes of their info, then a button to `link`. */
export function MeCard<T>({
  title,
  query,
  link,
  children,
}: {
  title: string;
  query: QueryLike<T>;
  link: { to: string; label: string };
  children: (me: T) => ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <QueryState query={query} isEmpty={() => false} skeletonRows={4}>
        {(me) => (
          <Stack gap="3">
            {children(me)}
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Button>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
