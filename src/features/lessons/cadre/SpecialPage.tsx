import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { QueryState } from '@/components/ListStates';
import { progressOf } from '@/components/lesson/progress';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { specialVideoPath } from '@/lib/specialLinks';
import { CoverHeader } from '../CoverHeader';
import { FRESH } from '../fresh';
import { PageCard } from '../PageCard';
import { ProgressBar } from '../ProgressBar';
import { watchLabel } from '../texts';
import { StageVideos } from './StageVideos';
import { cadreTexts as t } from './texts';

/**
 * A cadre special: cover, period, introduction and progress with 开始学习/继续学习 (the server's
 * next video), then each stage with its videos; the videos open with the way back to the special.
 */
export default function SpecialPage() {
  const specialId = routeId(useParams().specialId);
  const query = CadreApi.useSpecialDetailQuery({ specialId: specialId ?? 0 }, { ...FRESH, skip: specialId === null });
  const back = (
    <Button asChild minH={{ base: '44px', md: 'auto' }} size="sm" variant="outline">
      <RouterLink to={paths.courseLearning()}>{t.backToCourses}</RouterLink>
    </Button>
  );
  return (
    <QueryState query={query} invalid={specialId === null ? t.specialNotFound : undefined} isEmpty={() => false} errorActions={back}>
      {(special) => {
        const { text, percent } = progressOf(special.credited, special.duration);
        return (
          <Stack gap="4">
            <CoverHeader
              coverUrl={special.coverUrl}
              title={special.title}
              status={special.status}
              progress={`${t.progress} ${text}（${percent}%） ${t.completedOf(special.completedVideos, special.videoCount)}`}
              facts={
                <>
                  <Text>
                    {t.period}
                    {special.period}
                  </Text>
                  <Text>{t.stageCount(special.stageCount)}</Text>
                  <Text>{t.videoCount(special.videoCount)}</Text>
                </>
              }
            >
              <Box maxW="lg">
                <ProgressBar percent={percent} />
              </Box>
              <Text color="fg.muted" whiteSpace="pre-line">
                {special.intro || t.noIntro}
              </Text>
              <HStack gap="3" mt="auto">
                {special.next ? (
                  <Button asChild minH={{ base: '44px', md: 'auto' }} colorPalette="brand">
                    <RouterLink to={specialVideoPath(special.next.videoId, special.next.lessonId, special.id)}>
                      {watchLabel(special.status)}
                    </RouterLink>
                  </Button>
                ) : null}
                {back}
              </HStack>
            </CoverHeader>
            <PageCard title={t.stages} as="h2">
              {special.stages.length === 0 ? (
                <Text color="fg.muted">{t.noStages}</Text>
              ) : (
                <Stack gap="5">
                  {special.stages.map((stage) => (
                    <Box as="section" key={stage.id} aria-label={stage.title} borderWidth="1px" borderRadius="md" p="3">
                      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap">
                        <Heading as="h3" size="sm">
                          {stage.title}
                        </Heading>
                        <Text fontSize="sm" color="fg.muted">
                          {t.completedOf(stage.completedVideos, stage.videoCount)}
                        </Text>
                      </Flex>
                      <StageVideos stageId={stage.id} specialId={special.id} />
                    </Box>
                  ))}
                </Stack>
              )}
            </PageCard>
          </Stack>
        );
      }}
    </QueryState>
  );
}
