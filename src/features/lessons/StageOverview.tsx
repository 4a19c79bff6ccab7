import { Box, Button, Flex, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseCenter } from '@contract/lessonStage';
import { paths } from '@/lib/paths';
import { progressOf } from '@/components/lesson/progress';
import { ContinueLearning } from '@/components/lesson/ContinueLearning';
import { stageTexts as t } from './stageTexts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

/** The learner's stage, how far the required lessons are, where to continue and the electives. */
export function StageOverview({ center }: { center: CourseCenter }) {
  const { summary, electives, stage } = center;
  const hours = progressOf(summary.credited, summary.duration);
  return (
    <Stack gap="4">
      <Text color="fg.muted">{stage ? `${t.stage}：${[stage.phaseName, stage.name].filter(Boolean).join(' · ')}` : t.noStage}</Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label={t.requiredCount} value={t.unit(summary.requiredCount)} />
        <Figure label={t.completed} value={t.unit(summary.completedCount)} />
        <Figure label={t.learning} value={t.unit(summary.learningCount)} />
        <Box borderWidth="1px" borderRadius="md" px="4" py="3">
          <Text fontSize="sm" color="fg.muted">
            {t.hours}（{hours.percent}%）
          </Text>
          <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
            {hours.text}
          </Text>
          <Progress.Root value={hours.percent} size="xs" colorPalette="brand" mt="1" aria-label={`${t.hours} ${hours.percent}%`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Box as="section" aria-label={t.continueTitle} borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="md" p="4">
          <Heading as="h2" size="sm" mb="2">
            {t.continueTitle}
          </Heading>
          <ContinueLearning video={center.continue} requiredCount={center.summary.requiredCount} onCoursePage />
        </Box>
        <Box as="section" aria-label={t.electives} borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="sm" mb="2">
            {t.electives}
          </Heading>
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            {/* nothing offered and nothing picked: no count of zeros, and no way to a page with nothing to pick */}
            {electives.offered === 0 && electives.selectedCount === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t.noElectivesOffered(stage !== null)}
              </Text>
            ) : (
              <>
                <Text fontSize="sm">{t.electiveQuota(electives.selectedCount, electives.cap, electives.offered, stage !== null)}</Text>
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <RouterLink to={paths.courseSelection()}>{t.toSelection}</RouterLink>
                </Button>
              </>
            )}
          </Flex>
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
