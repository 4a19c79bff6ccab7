import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import type { VideoItem } from '@contract/lesson';
import type { ContinueVideo } from '@contract/lessonStage';
import { ListSkeleton, QueryState } from '@/components/ListStates';
import { LessonReadings } from '@/components/lesson/LessonReadings';
import { progressOf } from '@/components/lesson/progress';
import { VideoList } from '@/components/lesson/VideoList';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { useRedirectNotice } from '@/lib/useRedirectNotice';
import { CoverHeader } from './CoverHeader';
import { DiscussionCount } from './DiscussionCount';
import { LessonExams } from './LessonExams';
import { LessonMaterials } from './library/LessonMaterials';
import { PageCard } from './PageCard';
import { planKindOf } from './planKind';
import { audienceTexts, lessonTexts as t, watchLabel } from './texts';
import { useLessonAudience } from './useLessonAudience';
import { useLessonQueries } from './useLessonQueries';

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
 * A lesson: cover, title, teacher, introduction and its chapters with the reader's progress, for a
 * learner or a cadre (useLessonAudience), each from their own group. The learner's also shows
 * whether the lesson is required, its exams and handouts; an address whose tag is not the lesson's
 * (another tag's id, or one that names none) goes to the lesson's own, saying so, as the video page
 * does for a video under another lesson.
 */
export default function LessonPage() {
  const params = useParams();
  const location = useLocation();
  const audience = useLessonAudience();
  // an id that names nothing (abc, 1.5) is not found, as 999999 is, without asking the server
  const lessonId = routeId(params.lessonId);
  const { info, videos, center } = useLessonQueries(audience, lessonId);
  const addressTag = routeId(params.lessonTagId);
  // the address's tag for the links until the lesson answers (then it is the lesson's own, below)
  const tagId = addressTag ?? info.data?.tagId ?? null;
  const redirected = useRedirectNotice('wrongTag' satisfies keyof RedirectState);
  const resume = center.data?.continue?.lessonId === lessonId ? center.data.continue : null;

  const backToTag = (
    <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline">
      <RouterLink to={tagId === null ? paths.courseLearning() : paths.courseLearningTag(tagId)}>{t.backToTag}</RouterLink>
    </Button>
  );

  if (audience === null) return <ListSkeleton />;
  const learner = audience === 'learner';
  if (lessonId === null) {
    return (
      <QueryState query={info} invalid={t.notFound} errorActions={backToTag}>
        {() => null}
      </QueryState>
    );
  }
  if (learner && info.data && info.data.id === lessonId && info.data.tagId !== addressTag) {
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
            <CoverHeader
              coverUrl={lesson.coverUrl}
              title={lesson.title}
              status={lesson.status}
              progress={`${t.progress} ${text}（${percent}%）`}
              facts={
                <>
                  <Text>
                    {t.teacher}
                    {lesson.teacher}
                  </Text>
                  <Text>{lesson.tagName}</Text>
                  {learner && planKindOf(lesson) !== null ? (
                    <Text>{planKindOf(lesson) === 'required' ? t.required : t.elective}</Text>
                  ) : null}
                  <Text>{t.videoCount(lesson.videoCount)}</Text>
                  <DiscussionCount audience={audience} lessonId={lesson.id} />
                </>
              }
            >
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
                  <Button asChild minH={{ base: '44px', md: 'auto' }} colorPalette="brand">
                    <RouterLink to={paths.videoDetails(next.id, lesson.id)}>{watchLabel(lesson.status)}</RouterLink>
                  </Button>
                ) : null}
                <Button asChild minH={{ base: '44px', md: 'auto' }} variant="outline">
                  <RouterLink to={paths.courseLearningTag(tagId ?? lesson.tagId)}>{t.backToTag}</RouterLink>
                </Button>
              </HStack>
            </CoverHeader>
          );
        }}
      </QueryState>
      {/* A lesson that failed to load says so once, above; its chapters would only repeat it. */}
      {info.isError ? null : (
        <PageCard title={t.chapters} as="h2">
          <QueryState query={videos} emptyText={audienceTexts[audience].noVideos} skeletonRows={4}>
            {(list) => <VideoList videos={list} />}
          </QueryState>
        </PageCard>
      )}
      {info.isError || !learner ? null : <LessonExams lessonId={lessonId} />}
      {info.isError || tagId === null ? null : learner ? (
        <LessonMaterials tagId={tagId} lessonId={lessonId} />
      ) : (
        <LessonReadings audience="cadre" tagId={tagId} lessonId={lessonId} />
      )}
    </Stack>
  );
}
