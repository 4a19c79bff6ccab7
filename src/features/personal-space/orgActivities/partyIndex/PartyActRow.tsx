import { Badge, HStack, Text } from '@chakra-ui/react';
import type { PartyActItem } from '@contract/partyIndex';
import { ACT_STATE_PALETTE } from '../ActList';
import { ActRow, actWhen } from '../ActRows';
import { orgActTexts } from '../texts';
import { partyActTexts as t } from './texts';

export const PARTICIPATION_PALETTE: Record<string, string> = { enrolled: 'blue', attended: 'green', absent: 'orange' };
const LEVEL_PALETTE: Record<string, string> = { school: 'brand', college: 'blue' };

export function PartyActBadges({ act }: { act: PartyActItem }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline" colorPalette="brand">
        {act.category}
      </Badge>
      <Badge variant="subtle" colorPalette={LEVEL_PALETTE[act.level]}>
        {t.level[act.level]}
      </Badge>
      <Badge colorPalette={ACT_STATE_PALETTE[act.state]}>{orgActTexts.actStates[act.state]}</Badge>
      <Badge variant="subtle" colorPalette={act.participation ? PARTICIPATION_PALETTE[act.participation] : 'gray'}>
        {`${t.myParticipation}：${act.participation ? t.participation[act.participation] : t.noParticipation}`}
      </Badge>
    </HStack>
  );
}

/** One party activity or base visit in a list (both lists use it). */
export function PartyActRow({ act, onOpen }: { act: PartyActItem; onOpen: (id: number) => void }) {
  const where = act.kind === 'base' ? act.baseName : act.place;
  return (
    <ActRow testId="party-act-row" title={act.title} badges={<PartyActBadges act={act} />} onDetails={() => onOpen(act.id)}>
      <Text fontSize="sm" color="fg.muted">{`${actWhen(act)} · ${where} · ${act.orgName}`}</Text>
      <Text fontSize="sm" color="fg.muted">
        {act.kind === 'base'
          ? `${t.address}：${act.baseAddress} · ${t.headcount(act.participantCount, act.capacity)}`
          : `${t.organizer}：${act.organizer} · ${t.headcount(act.participantCount, act.capacity)}`}
      </Text>
    </ActRow>
  );
}
