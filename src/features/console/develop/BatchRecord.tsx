import { useState } from 'react';
import { Alert, Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { STEP_BATCH_MAX, stepDef } from '@contract/developSteps';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppSelector } from '@/store/hooks';
import { RecordDialog, recordMirrorKey, type RecordResult } from './RecordDialog';
import { developTexts as t } from './texts';

/** What a batch did: who was recorded, and each one refused with the server's reason. */
function BatchOutcome({ result, onClose }: { result: RecordResult; onClose: () => void }) {
  return (
    <Alert.Root status={result.refused.length > 0 ? 'warning' : 'success'} data-testid="batch-result" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.batchResult(result.recorded.length, result.refused.length)}</Alert.Title>
        <Alert.Description>
          {result.recorded.length > 0 ? <Text>{t.recordedNames(result.recorded.map((r) => r.name).join('、'))}</Text> : null}
          {result.refused.length > 0 ? (
            <Box as="ul" ps="4" mt="1" listStyleType="disc" data-testid="batch-refused">
              {result.refused.map((r) => (
                <li key={r.userId}>{t.refusedLine(r.name, r.message)}</li>
              ))}
            </Box>
          ) : null}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t.close} onClick={onClose} />
    </Alert.Root>
  );
}

/**
 * 批量记录第N步 for the people ticked in a list filtered by 下一步: the same form as for one person,
 * sent once for all of them; the server checks each and answers who was recorded and who was not
 * (and why), which stays on screen while the list refreshes.
 */
export function BatchRecord({ step, selected, onDone }: { step: number; selected: ReadonlyMap<number, string>; onDone: () => void }) {
  const def = stepDef(step);
  const organiserId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<RecordResult | null>(null);
  if (!def) return null;
  const people = [...selected].map(([userId, name]) => ({ userId, name }));
  return (
    <Stack gap="3" mb="3">
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          minH={{ base: '44px', md: 'auto' }}
          colorPalette="brand"
          disabled={people.length === 0}
          onClick={() => {
            setResult(null);
            setOpen(true);
          }}
        >
          {t.batchRecord(step, people.length)}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {people.length >= STEP_BATCH_MAX ? t.batchFull(STEP_BATCH_MAX) : t.batchHint(STEP_BATCH_MAX)}
        </Text>
      </HStack>
      {result ? <BatchOutcome result={result} onClose={() => setResult(null)} /> : null}
      <RecordDialog
        def={open ? def : null}
        people={people}
        mirrorKey={recordMirrorKey(organiserId, 'batch', step)}
        title={t.batchTitle(def.no, def.name)}
        onClose={() => setOpen(false)}
        onRecorded={(r) => {
          setResult(r);
          setOpen(false);
          onDone();
        }}
      />
    </Stack>
  );
}
