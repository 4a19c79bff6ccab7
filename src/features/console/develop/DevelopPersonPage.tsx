import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import { Box, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { RoadStep } from '@contract/developRecord';
import { stepDef } from '@contract/developSteps';
import { toastRequested } from '@/api/apiEvents';
import { DevelopRecordApi } from '@/api/developRecord';
import { QueryState } from '@/components/ListStates';
import { routeId } from '@/lib/routeId';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DevelopHeader, EvidencePanel } from './PersonSummary';
import { RecordDialog, recordMirrorKey } from './RecordDialog';
import { StepList } from './StepList';
import { WithdrawDialog, withdrawMirrorKey } from './WithdrawDialog';
import { developTexts as t } from './texts';

/**
 * /admin/develop/:userId: one person's 发展党员 record: who they are and their five stages, the 25
 * steps by phase (recorded, ready, blocked with what is missing, waiting; earliest days and
 * deadlines), the evidence the gates read, 记录 for the steps this organiser may record, and the
 * way to the printable 记实表. The list's filters ride along in `search`.
 */
export default function DevelopPersonPage() {
  const userId = routeId(useParams().userId);
  const { search } = useLocation();
  const organiserId = useAppSelector(selectUserInfo)?.id ?? 0;
  const dispatch = useAppDispatch();
  // asked again on every visit: a batch on the list or another organiser may have recorded since
  const person = DevelopRecordApi.usePersonQuery(userId ? { userId } : skipToken, { refetchOnMountOrArgChange: true });
  const [recording, setRecording] = useState<RoadStep | null>(null);
  const [withdrawing, setWithdrawing] = useState<RoadStep | null>(null);
  const def = recording ? (stepDef(recording.no) ?? null) : null;
  return (
    <Stack gap="4" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={`${consolePaths.adminDevelop()}${search}`}>{t.back}</RouterLink>
        </Button>
        {userId ? (
          <Button asChild size="sm" colorPalette="brand" variant="outline" minH={{ base: '44px', md: 'auto' }}>
            <RouterLink to={consolePaths.adminDevelopSheet(userId)}>{t.printSheet}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      <QueryState query={person} invalid={userId ? undefined : t.badId} refusal={{}} skeletonRows={8} isEmpty={() => false}>
        {(p) => (
          <Stack gap="4" key={p.userId}>
            <DevelopHeader person={p} />
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
              {/* first on a phone (what the gates read, before the 25 steps); beside the steps on a wide screen */}
              <Box position={{ lg: 'sticky' }} top="76px" order={{ lg: 1 }}>
                <EvidencePanel evidence={p.evidence} />
              </Box>
              <StepList
                steps={p.steps}
                canRecord={p.canRecord}
                canWithdraw={p.canWithdraw}
                onRecord={setRecording}
                onWithdraw={setWithdrawing}
              />
            </Grid>
            <RecordDialog
              def={def}
              people={[{ userId: p.userId, name: p.name }]}
              mirrorKey={recordMirrorKey(organiserId, p.userId, recording?.no ?? 0)}
              title={def ? t.recordStep(def.no, def.name) : ''}
              onClose={() => setRecording(null)}
              onRecorded={() => {
                if (def) dispatch(toastRequested({ type: 'success', title: t.form.recorded(def.no, def.name) }));
                setRecording(null);
              }}
            />
            <WithdrawDialog
              userId={p.userId}
              step={withdrawing}
              mirrorKey={withdrawMirrorKey(organiserId, p.userId, withdrawing?.no ?? 0)}
              onClose={() => setWithdrawing(null)}
              onDone={() => {
                if (withdrawing) dispatch(toastRequested({ type: 'success', title: t.withdraw.done(withdrawing.no, withdrawing.name) }));
                setWithdrawing(null);
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
