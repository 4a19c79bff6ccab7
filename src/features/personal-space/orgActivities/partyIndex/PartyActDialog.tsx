import { Stack, Text } from '@chakra-ui/react';
import { PartyIndexApi } from '@/api/partyIndex';
import { DetailDialog } from '@/components/DetailDialog';
import { formatDate } from '@/lib/date';
import { actWhen } from '../ActRows';
import { PartyActBadges } from './PartyActRow';
import { partyActTexts as t } from './texts';

/** A party activity's or base visit's detail: intro and agenda as text, and the learner's own record. */
export function PartyActDialog({ actId, onClose }: { actId: number | null; onClose: () => void }) {
  const detail = PartyIndexApi.usePartyActDetailQuery({ actId: actId ?? 0 }, { skip: actId === null });
  const data = detail.currentData && detail.currentData.id === actId ? detail.currentData : null;
  return (
    <DetailDialog
      open={actId !== null}
      onClose={onClose}
      title={data ? data.title : t.detailTitle}
      failed={detail.isError}
      error={detail.error}
      data={data}
      testId="party-act-detail"
    >
      {(d) => (
        <>
          <PartyActBadges act={d} />
          <Text>{`${t.time}：${actWhen(d)}`}</Text>
          {d.kind === 'base' ? (
            <>
              <Text>{`${t.base}：${d.baseName}`}</Text>
              <Text>{`${t.address}：${d.baseAddress}`}</Text>
            </>
          ) : (
            <Text>{`${t.place}：${d.place}`}</Text>
          )}
          <Text>{`${t.org}：${d.orgName} · ${t.organizer}：${d.organizer}`}</Text>
          <Text>{t.headcount(d.participantCount, d.capacity)}</Text>
          <Stack gap="1">
            <Text fontWeight="semibold">{d.kind === 'base' ? t.baseIntro : t.intro}</Text>
            <Text whiteSpace="pre-wrap">{d.intro}</Text>
          </Stack>
          <Stack gap="1">
            <Text fontWeight="semibold">{t.agenda}</Text>
            <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
              {d.agenda}
            </Text>
          </Stack>
          <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="party-act-record">
            <Text fontWeight="semibold">{t.myRecord}</Text>
            {d.record ? (
              <>
                <Text>{`${t.myParticipation}：${t.participation[d.record.status]}`}</Text>
                {d.record.checkInAt ? <Text>{t.checkIn(formatDate(d.record.checkInAt, 'YYYY-MM-DD HH:mm'))}</Text> : null}
                {d.record.remark ? <Text>{t.remark(d.record.remark)}</Text> : null}
              </>
            ) : (
              <Text color="fg.muted">{t.noRecord}</Text>
            )}
          </Stack>
        </>
      )}
    </DetailDialog>
  );
}
