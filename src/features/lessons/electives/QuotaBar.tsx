import { Alert, Box, Flex, Progress, Text } from '@chakra-ui/react';
import type { StageLessons } from '@contract/lessonStage';
import { electiveTexts as t } from './texts';

/** The learner's stage, 已选 n/cap and the rule; says so once the cap is reached. */
export function QuotaBar({ data }: { data: StageLessons }) {
  const { selectedCount, cap } = data.quota;
  const full = cap !== null && selectedCount >= cap;
  return (
    <Box mb="4">
      <Flex gap="4" align="center" wrap="wrap">
        <Text color="fg.muted">
          {data.stage ? `${t.stage}：${[data.stage.phaseName, data.stage.name].filter(Boolean).join(' · ')}` : t.noStage}
        </Text>
        <Text fontWeight="bold" fontSize="lg" color="brand.700" data-testid="elective-quota">
          {t.quota(selectedCount, cap)}
        </Text>
        {cap !== null ? (
          <Progress.Root
            value={Math.min(100, (selectedCount / Math.max(cap, 1)) * 100)}
            size="sm"
            colorPalette="brand"
            w="40"
            aria-label={t.quotaLabel}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {cap !== null ? t.capRule(cap) : data.stage ? t.noCapRule : t.noStageRule}
      </Text>
      {full ? (
        <Alert.Root status="info" size="sm" mt="2">
          <Alert.Indicator />
          <Alert.Title>{t.capReached}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
