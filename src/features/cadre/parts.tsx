import type { ReactNode } from 'react';
import { Badge, Box, Heading, Progress } from '@chakra-ui/react';
import type { StudyStatus } from '@contract/lesson';
import { cadreTexts as t, STATUS_LABEL, STATUS_PALETTE } from './texts';

/** The white card the cadre screens sit in, with its red-ruled heading. */
export function CadreCard({ title, children, as = 'h1' }: { title: ReactNode; children: ReactNode; as?: 'h1' | 'h2' }) {
  return (
    <Box as="section" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Heading as={as} size={as === 'h1' ? 'lg' : 'md'} borderLeftWidth="4px" borderLeftColor="brand.600" pl="2" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function StatusBadge({ status }: { status: StudyStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" flexShrink={0}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

export function ProgressBar({ percent }: { percent: number }) {
  return (
    <Progress.Root value={percent} size="xs" colorPalette="brand" aria-label={`${t.progress} ${percent}%`}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
