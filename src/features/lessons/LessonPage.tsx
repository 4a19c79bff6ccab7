import { Alert, Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import type { VideoItem } from '@contract/lesson';
import type { ContinueVideo } from '@contract/lessonStage';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { useRedirectNotice } from '@/lib/useRedirectNotice';
import { PageCard } from './PageCard';
import { progressOf } from '@/components/lesson/progress';
import { planKindOf } from './planKind';
import { StatusBadge } from './StatusBadge';
import { lessonTexts as t } from './texts';
import { VideoList } from '@/components/lesson/VideoList';
import { LessonMaterials } from './library/LessonMaterials';
import { DiscussionCount } from './DiscussionCount';
import { LessonExams } from './LessonExams';

/**
 * Where 开始/继续学习 goes: the continue-learning answer of lesson/center when it concerns this
 * lesson (the video played last, or once that is completed the first chapter not completed: the
 * home and course-learning cards go there too), otherwise the first chapter not yet completed
 * (or the first), the same rule the server applies.
 */
const nextVideo = (videos: VideoItem[], resume?: ContinueVideo | null): VideoItem | undefined =>
  (resume ? videos.find((v) => v.id === resume.videoId) : undefined) ?? videos.find((v) => !v.completed) ?? videos[0];

/** Set on the redirect from an address whose tag is not the lesson's. */
interface RedirectState {
  wrongTag?: boolean;
}

/**
 * A lesson: cover, title, teacher, introduction and its chapters with the learner's progress.
 * An address whose tag is not the lesson's (another tag's id, or one that names none) goes to the
 * lesson's own, saying so, as the video page does for a video under another lesson.
 */
export default function LessonPage() {
  const params = useParams();
  const location = useLocation();
  // an id that names nothing (abc, 1.5) is not found, as 999999 is, without asking the server
  const lessonId = routeId(params.lessonId);
  const skip = lessonId === null;
  const info = LessonApi.useInfoQuery({ lessonId: lessonId ?? 0 }, { skip });
  const videos = LessonApi.useVideosQuery({ lessonId: lessonId ?? 0 }, { skip });
  const addressTag = routeId(params.lessonTagId);
  // the address's tag for the links until the lesson answers (then it is the lesson's own, below)
  const tagId = addressTag ?? info.data?.tagId ?? null;
  // fresh on each visit, as on the cards that show it (the last heartbeats may have moved it)
  const center = LessonApi.useCenterQuery(undefined, { refetchOnMountOrArgChange: true, skip });
  const redirected = useRedirectNotice('wrongTag' satisfies keyof RedirectState);
  const resume = center.data?.continue?.lessonId === lessonId ? center.data.continue : null;

  const backToTag = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={tagId === null ? paths.courseLearning() : paths.courseLearningTag(tagId)}>{t.backToTag}</RouterLink>
    </Button>
  );

  if (lessonId === null) {
    return <QueryState query={info} invalid={t.notFound} errorActions={backToTag}>{() => null}</QueryState>;
  }
  if (info.data && info.data.id === lessonId && info.data.tagId !== addressTag) {
    return (
      <Navigate
        replace
        to={{ pathname: paths.lesson(info.data.tagId, info.data.id), search: location.search }}
        state={{ wrongTag: true } satisfies RedirectState}
      />
    );
  }
  return (
    <Stack gap="4">
      {redirected ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{t.wrongTag}</Alert.Title>
        </Alert.Root>
      ) : null}
      <QueryState query={info} isEmpty={() => false} errorActions={backToTag}>
        {(lesson) => {
          const { text, percent } = progressOf(lesson.credited, lesson.duration);
          // until the continue-learning answer arrives (or if it fails), the chapters alone decide
          const next = videos.data?.length && !center.isLoading ? nextVideo(videos.data, resume) : undefined;
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
                  {planKindOf(lesson) !== null ? <Text>{planKindOf(lesson) === 'required' ? t.required : t.elective}</Text> : null}
                  <Text>{t.videoCount(lesson.videoCount)}</Text>
                  <DiscussionCount lessonId={lesson.id} />
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
                  <Button asChild variant="outline">
                    <RouterLink to={paths.courseLearningTag(tagId ?? lesson.tagId)}>{t.backToTag}</RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Flex>
          );
        }}
      </QueryState>
      {/* A lesson that failed to load says so once, above; its chapters would only repeat it. */}
      {info.isError ? null : (
        <PageCard title={t.chapters}>
          <QueryState query={videos} emptyText={t.noVideos} skeletonRows={4}>
            {(list) => <VideoList videos={list} />}
          </QueryState>
        </PageCard>
      )}
      {info.isError ? null : <LessonExams lessonId={lessonId} />}
      {info.isError || tagId === null ? null : <LessonMaterials tagId={tagId} lessonId={lessonId} />}
    </Stack>
  );
}
