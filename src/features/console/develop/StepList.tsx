import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { RoadStep } from '@contract/developRecord';
import { PHASE_NAMES } from '@contract/developSteps';
import { SectionPanel } from '@/components/SectionPanel';
import { OverdueBadge, StepStateBadge } from './StepStateBadge';
import { developTexts as t } from './texts';

/** Steps the organiser may record now: theirs, and not recorded with the steps before it done (a blocked one too: the server says what is missing). */
export const recordable = (step: RoadStep, canRecord: readonly number[]) =>
  canRecord.includes(step.no) && (step.state === 'ready' || step.state === 'blocked');

function StepItem({ step: s, onRecord, onWithdraw }: { step: RoadStep; onRecord?: () => void; onWithdraw?: () => void }) {
  return (
    <Box as="li" py="3" borderBottomWidth="1px" data-testid="develop-step" data-step={s.no}>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
        <Stack gap="1" flex="1" minW="0" fontSize="sm">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" fontSize="md">
              {t.step(s.no, s.name)}
            </Text>
            <Text color="fg.muted">{t.recorders[s.recorder]}</Text>
            <StepStateBadge state={s.state} />
            {s.overdue ? <OverdueBadge /> : null}
          </HStack>
          {s.state === 'done' && s.doneOn ? (
            <>
              <Text>{t.doneOn(s.dateLabel, s.doneOn)}</Text>
              {s.fields.map((f) => (
                <Text key={f.key} whiteSpace="pre-wrap" css={{ overflowWrap: 'anywhere' }}>
                  {t.field(f.label, f.value)}
                </Text>
              ))}
              <Text color="fg.muted">{t.handledBy(s.handledBy, s.recordedBy)}</Text>
            </>
          ) : null}
          {s.state === 'blocked' && s.missing.length > 0 ? (
            <Box color="brand.700" data-testid="step-missing">
              <Text>{t.missingTitle}</Text>
              <Box as="ul" ps="5" listStyleType="disc">
                {s.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </Box>
            </Box>
          ) : null}
          {s.earliest && s.state !== 'done' ? <Text color="fg.muted">{t.earliest(s.earliest)}</Text> : null}
          {s.deadline ? <Text color={s.overdue ? 'brand.600' : 'fg.muted'}>{t.deadline(s.deadline)}</Text> : null}
        </Stack>
        {onRecord ? (
          <Button
            size="sm"
            colorPalette="brand"
            variant={s.state === 'ready' ? 'solid' : 'outline'}
            minH={{ base: '44px', md: 'auto' }}
            alignSelf={{ base: 'flex-start', md: 'center' }}
            aria-label={t.recordStep(s.no, s.name)}
            onClick={onRecord}
          >
            {t.record}
          </Button>
        ) : null}
        {onWithdraw ? (
          <Button
            size="sm"
            variant="outline"
            minH={{ base: '44px', md: 'auto' }}
            alignSelf={{ base: 'flex-start', md: 'center' }}
            aria-label={t.withdrawStep(s.no, s.name)}
            onClick={onWithdraw}
          >
            {t.withdraw.button}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

/**
 * The 25 steps under the five phases of the 细则, each with its state, record, gates and time limits;
 * 撤销 on the last recorded step when the server says this organiser may withdraw it.
 */
export function StepList({
  steps,
  canRecord,
  canWithdraw,
  onRecord,
  onWithdraw,
}: {
  steps: RoadStep[];
  canRecord: number[];
  canWithdraw: number | null;
  onRecord: (step: RoadStep) => void;
  onWithdraw: (step: RoadStep) => void;
}) {
  return (
    <Stack gap="4" minW="0">
      {PHASE_NAMES.map((name, i) => (
        <SectionPanel key={name} title={t.phaseTitle(i + 1, name)}>
          <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
            {steps
              .filter((s) => s.phase === i + 1)
              .map((s) => (
                <StepItem
                  key={s.no}
                  step={s}
                  onRecord={recordable(s, canRecord) ? () => onRecord(s) : undefined}
                  onWithdraw={s.no === canWithdraw && s.state === 'done' ? () => onWithdraw(s) : undefined}
                />
              ))}
          </Stack>
        </SectionPanel>
      ))}
    </Stack>
  );
}
