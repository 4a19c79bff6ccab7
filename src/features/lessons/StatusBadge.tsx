import { Badge } from '@chakra-ui/react';
import type { StudyStatus } from '@contract/lesson';
import { STATUS_LABEL, STATUS_PALETTE } from './texts';

export function StatusBadge({ status }: { status: StudyStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" flexShrink={0}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
