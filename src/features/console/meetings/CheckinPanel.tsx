import type { MeetingDetail } from '@contract/meeting';
import { MeetingApi } from '@/api/meeting';
import { QueryState } from '@/components/ListStates';
import { CheckinPanel as Panel, CheckinQrBox, CODE_REFRESH_MS } from '../CheckinQrBox';
import { meetingTexts as t } from './texts';

/** 现场签到 of a meeting: while check-in is open, the QR code (shown on request, e.g. on the projector, full screen if wanted). */
export function CheckinPanel({ meeting: m }: { meeting: MeetingDetail }) {
  return (
    <Panel
      open={m.checkinOpen}
      ended={m.state === 'ended'}
      opensAt={m.checkinOpensAt}
      texts={t}
      liveCode={(onHide) => <LiveCode meetingId={m.id} onHide={onHide} />}
    />
  );
}

function LiveCode({ meetingId, onHide }: { meetingId: number; onHide: () => void }) {
  const code = MeetingApi.useCheckinCodeQuery({ meetingId }, { pollingInterval: CODE_REFRESH_MS, refetchOnMountOrArgChange: true });
  return (
    <QueryState query={code} isEmpty={() => false} skeletonRows={6}>
      {(c) => <CheckinQrBox url={c.url} onHide={onHide} texts={t} />}
    </QueryState>
  );
}
