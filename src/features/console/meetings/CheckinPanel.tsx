import { useRef, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MeetingDetail } from '@contract/meeting';
import { MeetingApi } from '@/api/meeting';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { formatBeijing } from '../beijingTime';
import { QrImage } from '../QrImage';
import { meetingTexts as t } from './texts';

/**
 * A code is accepted for at least 30 seconds after it is fetched (its window and the next): asking
 * every 15 seconds keeps the one on screen good for a scan that is still on its way, whatever the
 * difference between this computer's clock and the server's.
 */
const CODE_REFRESH_MS = 15_000;

/** 现场签到: while check-in is open, the QR code (shown on request, e.g. on the projector, full screen if wanted). */
export function CheckinPanel({ meeting: m }: { meeting: MeetingDetail }) {
  const [shown, setShown] = useState(false);
  return (
    <SectionPanel title={t.checkinTitle}>
      {m.checkinOpen ? (
        shown ? (
          <LiveCode meetingId={m.id} onHide={() => setShown(false)} />
        ) : (
          <Stack gap="3" align="start">
            <Text fontSize="sm" color="fg.muted">
              {t.qrHint}
            </Text>
            <Button colorPalette="brand" onClick={() => setShown(true)}>
              {t.showQr}
            </Button>
          </Stack>
        )
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="checkin-closed">
          {m.state === 'ended' ? t.checkinClosed : t.checkinOpensAt(formatBeijing(m.checkinOpensAt))}
        </Text>
      )}
    </SectionPanel>
  );
}

function LiveCode({ meetingId, onHide }: { meetingId: number; onHide: () => void }) {
  const code = MeetingApi.useCheckinCodeQuery({ meetingId }, { pollingInterval: CODE_REFRESH_MS, refetchOnMountOrArgChange: true });
  const box = useRef<HTMLDivElement>(null);
  const fullScreen = () => void box.current?.requestFullscreen?.().catch(() => undefined);
  return (
    <QueryState query={code} isEmpty={() => false} skeletonRows={6}>
      {(c) => (
        <Stack gap="3" align="center">
          <Stack
            ref={box}
            align="center"
            justify="center"
            bg="white"
            p="4"
            w="full"
            css={{ '&:fullscreen': { padding: '4vh' }, '&:fullscreen svg': { width: '80vmin', height: '80vmin' } }}
            data-testid="checkin-qr"
          >
            <QrImage value={c.url} size={280} label={t.qrAlt} />
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {t.qrHint}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap" justify="center">
            <Button size="sm" variant="outline" onClick={fullScreen}>
              {t.fullScreen}
            </Button>
            <Button size="sm" variant="outline" onClick={onHide}>
              {t.hideQr}
            </Button>
          </HStack>
        </Stack>
      )}
    </QueryState>
  );
}
