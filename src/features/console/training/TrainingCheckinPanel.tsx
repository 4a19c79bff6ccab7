import type { TrainingActivityDetail } from '@contract/training';
import { TrainingApi } from '@/api/training';
import { QueryState } from '@/components/ListStates';
import { CheckinPanel, CheckinQrBox, CODE_REFRESH_MS } from '../CheckinQrBox';
import { trainingTexts as t } from './texts';

/** 现场签到 of a session: while check-in is open, the rotating QR code (the meetings' own), shown on request. */
export function TrainingCheckinPanel({ activity: a }: { activity: TrainingActivityDetail }) {
  return (
    <CheckinPanel
      open={a.checkinOpen}
      ended={a.state === 'ended'}
      opensAt={a.checkinOpensAt}
      texts={t}
      liveCode={(onHide) => <LiveCode activityId={a.id} onHide={onHide} />}
    />
  );
}

function LiveCode({ activityId, onHide }: { activityId: number; onHide: () => void }) {
  const code = TrainingApi.useCheckinCodeQuery({ activityId }, { pollingInterval: CODE_REFRESH_MS, refetchOnMountOrArgChange: true });
  return (
    <QueryState query={code} isEmpty={() => false} skeletonRows={6}>
      {(c) => <CheckinQrBox url={c.url} onHide={onHide} texts={t} />}
    </QueryState>
  );
}
