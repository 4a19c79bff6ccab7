import { Badge, HStack } from '@chakra-ui/react';
import type { MendItem, MendState } from '@contract/partyIndex';
import { partyActTexts as t } from './texts';

export const MEND_PALETTE: Record<MendState, string> = { pending: 'orange', done: 'blue', confirmed: 'green' };

export function MendBadges({ mend }: { mend: MendItem }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline" colorPalette="brand">
        {mend.actCategory}
      </Badge>
      <Badge colorPalette={mend.returned ? 'red' : MEND_PALETTE[mend.state]}>{mend.returned ? t.returned : t.mendStates[mend.state]}</Badge>
      {mend.overdue ? (
        <Badge variant="solid" colorPalette="brand">
          {t.overdue}
        </Badge>
      ) : null}
    </HStack>
  );
}
