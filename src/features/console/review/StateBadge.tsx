import { Badge } from '@chakra-ui/react';
import type { ReviewState } from '@contract/review';
import { reviewTexts as t } from '../texts';

const PALETTE: Record<ReviewState, string> = { pending: 'orange', approved: 'green', returned: 'red', withdrawn: 'gray' };

export function StateBadge({ state }: { state: ReviewState }) {
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-testid="review-state">
      {t.states[state]}
    </Badge>
  );
}

export function OverdueBadge() {
  return (
    <Badge colorPalette="brand" variant="solid" data-testid="overdue">
      {t.overdue}
    </Badge>
  );
}
