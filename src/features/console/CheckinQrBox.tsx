import { useRef, useState, type ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SectionPanel } from '@/components/SectionPanel';
import { formatBeijing } from './beijingTime';
import { QrImage } from './QrImage';

/**
 * A check-in code is accepted for at least 30 seconds after it is fetched (its window and the
 * next): asking every 15 seconds keeps the one on screen good for a scan that is still on its way,
 * whatever the difference between this computer's clock and the server's.
 */
export const CODE_REFRESH_MS = 15_000;

export interface QrBoxTexts {
  qrAlt: string;
  qrHint: string;
  fullScreen: string;
  hideQr: string;
}

export interface CheckinPanelTexts extends QrBoxTexts {
  checkinTitle: string;
  showQr: string;
  checkinClosed: string;
  checkinOpensAt: (at: string) => string;
}

/**
 * 现场签到 of a meeting or a 集中培训 session: while check-in is open, the live code (shown on
 * request, e.g. on the projector); before, when it opens; after, that it has closed.
 */
export function CheckinPanel({
  open,
  ended,
  opensAt,
  texts: t,
  liveCode,
}: {
  open: boolean;
  ended: boolean;
  opensAt: string;
  texts: CheckinPanelTexts;
  /** the code, asked again every CODE_REFRESH_MS while shown */
  liveCode: (onHide: () => void) => ReactNode;
}) {
  const [shown, setShown] = useState(false);
  return (
    <SectionPanel title={t.checkinTitle}>
      {open ? (
        shown ? (
          liveCode(() => setShown(false))
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
          {ended ? t.checkinClosed : t.checkinOpensAt(formatBeijing(opensAt))}
        </Text>
      )}
    </SectionPanel>
  );
}

/** The current check-in address as a QR code, with full screen (for a projector) and hide; a meeting's or a 集中培训 session's. */
export function CheckinQrBox({ url, onHide, texts: t }: { url: string; onHide: () => void; texts: QrBoxTexts }) {
  const box = useRef<HTMLDivElement>(null);
  const fullScreen = () => void box.current?.requestFullscreen?.().catch(() => undefined);
  return (
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
        <QrImage value={url} size={280} label={t.qrAlt} />
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
  );
}
