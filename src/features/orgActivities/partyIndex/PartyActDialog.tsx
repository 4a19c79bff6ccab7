import { Button, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { PartyIndexApi } from '@/api/partyIndex';
import { errorMessage } from '@/api/errors';
import { formatDate } from '@/lib/date';
import { actWhen } from '../ActList';
import { PartyActBadges } from './PartyActRow';
import { partyActTexts as t } from './texts';

/** A party activity's or base visit's detail: intro and agenda as text, and the learner's own record. */
export function PartyActDialog({ actId, onClose }: { actId: number | null; onClose: () => void }) {
  const detail = PartyIndexApi.usePartyActDetailQuery({ actId: actId ?? 0 }, { skip: actId === null });
  const data = detail.currentData && detail.currentData.id === actId ? detail.currentData : null;
  return (
    <Dialog.Root open={actId !== null} onOpenChange={(d) => !d.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{data ? data.title : t.detailTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {detail.isError ? (
                <Text color="brand.600">{errorMessage(detail.error)}</Text>
              ) : !data ? (
                <Spinner size="sm" />
              ) : (
                <Stack gap="3" fontSize="sm" data-testid="party-act-detail">
                  <PartyActBadges act={data} />
                  <Text>{`${t.time}：${actWhen(data)}`}</Text>
                  {data.kind === 'base' ? (
                    <>
                      <Text>{`${t.base}：${data.baseName}`}</Text>
                      <Text>{`${t.address}：${data.baseAddress}`}</Text>
                    </>
                  ) : (
                    <Text>{`${t.place}：${data.place}`}</Text>
                  )}
                  <Text>{`${t.org}：${data.orgName} · ${t.organizer}：${data.organizer}`}</Text>
                  <Text>{t.headcount(data.participantCount, data.capacity)}</Text>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{data.kind === 'base' ? t.baseIntro : t.intro}</Text>
                    <Text whiteSpace="pre-wrap">{data.intro}</Text>
                  </Stack>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{t.agenda}</Text>
                    <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">{data.agenda}</Text>
                  </Stack>
                  <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="party-act-record">
                    <Text fontWeight="semibold">{t.myRecord}</Text>
                    {data.record ? (
                      <>
                        <Text>{`${t.myParticipation}：${t.participation[data.record.status]}`}</Text>
                        {data.record.checkInAt ? <Text>{t.checkIn(formatDate(data.record.checkInAt, 'YYYY-MM-DD HH:mm'))}</Text> : null}
                        {data.record.remark ? <Text>{t.remark(data.record.remark)}</Text> : null}
                      </>
                    ) : (
                      <Text color="fg.muted">{t.noRecord}</Text>
                    )}
                  </Stack>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
