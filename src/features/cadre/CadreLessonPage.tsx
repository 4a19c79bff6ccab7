import { Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { VideoItem } from '@contract/lesson';
import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { progressOf } from '@/components/lesson/progress';
import { VideoList } from '@/components/lesson/VideoList';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { LessonReadings } from '@/components/lesson/LessonReadings';
import { CadreCard, StatusBadge } from './parts';
import { FRESH, cadreTexts as t } from './texts';

const nextVideo = (videos: VideoItem[]) => videos.find((v) => !v.completed) ?? videos[0];

/**
 * A cadre lesson: cover, teacher, introduction (lesson/info, which opens a cadre lesson for its
 * cadre) and its chapters with the cadre's progress (cadre/lessonVideoResourceList).
 */
export default function CadreLessonPage() {
  const params = useParams();
  // an id that names nothing (abc, 1.5) is not found, as 999999 is, without asking the server
  const lessonId = routeId(params.lessonId);
  const asked = { ...FRESH, skip: lessonId === null };
  const info = LessonApi.useInfoQuery({ lessonId: lessonId ?? 0 }, asked);
  const videos = CadreApi.useLessonVideoResourceListQuery({ lessonId: lessonId ?? 0 }, asked);
  const discussions = CadreApi.useDiscussCountQuery({ lessonId: lessonId ?? 0 }, asked);
  // the address's tag for the links, or for one that names none the lesson's own
  const tagId = routeId(params.lessonTagId) ?? info.data?.tagId ?? null;
  const backToTag = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={tagId === null ? paths.courseLearning() : paths.courseLearningTag(tagId)}>{t.backToTag}</RouterLink>
    </Button>
  );

  if (lessonId === null) {
    return <QueryState query={info} invalid={t.lessonNotFound} errorActions={backToTag}>{() => null}</QueryState>;
  }
  return (
    <Stack gap="4">
      <QueryState query={info} isEmpty={() => false} errorActions={backToTag}>
        {(lesson) => {
          const { text, percent } = progressOf(lesson.credited, lesson.duration);
          const next = videos.data?.length ? nextVideo(videos.data) : undefined;
          return (
            <Flex bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }} gap="6" direction={{ base: 'column', md: 'row' }}>
              <Image src={lesson.coverUrl} alt="" w={{ base: 'full', md: '360px' }} aspectRatio={16 / 9} objectFit="cover" borderRadius="md" bg="gray.100" />
              <Stack gap="3" flex="1" minW="0">
                <Heading as="h1" size="xl">
                  {lesson.title}
                </Heading>
                <HStack gap="3" color="fg.muted" wrap="wrap">
                  <Text>
                    {t.teacher}
                    {lesson.teacher}
                  </Text>
                  <Text>{lesson.tagName}</Text>
                  <Text>{t.chapterCount(lesson.videoCount)}</Text>
                  {discussions.data ? <Text data-testid="discussion-count">{t.discussions(discussions.data.count)}</Text> : null}
                </HStack>
                <HStack gap="3">
                  <StatusBadge status={lesson.status} />
                  <Text fontSize="sm">
                    {t.progress} {text}（{percent}%）
                  </Text>
                </HStack>
                <Box>
                  <Text fontWeight="semibold" mb="1">
                    {t.intro}
                  </Text>
                  <Text color="fg.muted" whiteSpace="pre-line">
                    {lesson.intro || t.noIntro}
                  </Text>
                </Box>
                <HStack gap="3" mt="auto">
                  {next ? (
                    <Button asChild colorPalette="brand">
                      <RouterLink to={paths.videoDetails(next.id, lesson.id)}>{lesson.status === 0 ? t.watch : lesson.status === 2 ? t.rewatch : t.resume}</RouterLink>
                    </Button>
                  ) : null}
                  {backToTag}
                </HStack>
              </Stack>
            </Flex>
          );
        }}
      </QueryState>
      {info.isError ? null : (
        <CadreCard title={t.chapters} as="h2">
          <QueryState query={videos} emptyText={t.noVideos} skeletonRows={4}>
            {(list) => <VideoList videos={list} />}
          </QueryState>
        </CadreCard>
      )}
      {info.isError || tagId === null ? null : <LessonReadings audience="cadre" tagId={tagId} lessonId={lessonId} />}
    </Stack>
  );
}
