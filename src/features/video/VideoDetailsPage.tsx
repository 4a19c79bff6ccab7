import { useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import type { VideoItem } from '@contract/lesson';
import { LessonApi } from '@/api/lesson';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useAppId } from '@/components/session/useAppId';
import { QueryState } from '@/components/ListStates';
import { selectSettingsStatus, selectVideoSetting } from '@/store/settings/selectors';
import { loadSettings } from '@/store/settings/settingsSlice';
import { Status } from '@/store/settings/status';
import { VideoList, type LiveProgress } from '@/components/lesson/VideoList';
import { useRedirectNotice } from '@/lib/useRedirectNotice';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { SPECIAL_QUERY, specialVideoPath } from '@/lib/specialLinks';
import { isCadre } from '@/lib/roles';
import type { StudyRules } from './studyController';
import { Player, type NextChapter } from './Player';
import { videoTexts as t } from './texts';
import { LikeButton } from './LikeButton';
import { SocialTabs } from './SocialTabs';
import { useLessonGroup } from './useLessonGroup';
import { useVideoQueries } from './useVideoQueries';
import { useSpecialVideoIds } from './useSpecialVideoIds';

/** A cadre's special from the address (?special={id}); 0 for none, a malformed id or a learner. */
function specialOf(search: string, cadre: boolean): number {
  if (!cadre) return 0;
  return routeId(new URLSearchParams(search).get(SPECIAL_QUERY)) ?? 0;
}

// Without the settings the player keeps to the strictest rules; the server enforces its own anyway.
const STRICT: StudyRules = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1, pauseOnBlur: true };

/** Set on the redirect from an address whose lid is not the video's lesson. */
interface RedirectState {
  wrongLesson?: boolean;
}

/**
 * The video page (outside the layout): /index/videodetails/:id/:lid, id the video, lid its lesson.
 * An address whose lid is another lesson goes to the video's own (the chapters, 返回课程 and the
 * title follow lid), before the player starts a session.
 */
export default function VideoDetailsPage() {
  const params = useParams();
  const location = useLocation();
  // an id that names nothing (abc, 1.5) is not found, as 999999 is, without asking the server; a lid
  // that names nothing goes to the video's own lesson, as another lesson's does
  const videoId = routeId(params.id);
  const lessonId = routeId(params.lid);
  const dispatch = useAppDispatch();
  const setting = useAppSelector(selectVideoSetting);
  const settingsStatus = useAppSelector(selectSettingsStatus);
  const group = useLessonGroup(lessonId);
  const { detail, videos } = useVideoQueries(videoId, lessonId, group);
  const lesson = LessonApi.useInfoQuery({ lessonId: lessonId ?? 0 }, { skip: lessonId === null });
  const cadre = isCadre(useAppId());
  // a cadre special's video (?special={id}) leads back to the special
  const specialId = specialOf(location.search, cadre);
  // moving to another chapter keeps the special only for a video of that special
  const { videoIds: specialVideos, missing: specialMissing } = useSpecialVideoIds(specialId);
  // no way back to a special the server says does not exist (or is not the cadre's)
  const fromSpecial = specialId > 0 && !specialMissing;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [live, setLive] = useState<LiveProgress | null>(null);
  const redirected = useRedirectNotice('wrongLesson' satisfies keyof RedirectState);

  useEffect(() => {
    void dispatch(loadSettings());
  }, [dispatch]);

  const settingsPending = settingsStatus === Status.NONE || settingsStatus === Status.LOADING;
  if (detail.data && detail.data.id === videoId && detail.data.lessonId !== lessonId) {
    return (
      <Navigate
        replace
        to={{ pathname: paths.videoDetails(detail.data.id, detail.data.lessonId), search: location.search }}
        state={{ wrongLesson: true } satisfies RedirectState}
      />
    );
  }
  const linkOf = (item: VideoItem): string =>
    specialVideos?.has(item.id) ? specialVideoPath(item.id, item.lessonId, specialId) : paths.videoDetails(item.id, item.lessonId);
  const chapters = videos.data ?? [];
  const at = chapters.findIndex((item) => item.id === videoId);
  const after = at >= 0 ? chapters[at + 1] : undefined;
  const next: NextChapter | null = after ? { to: linkOf(after), title: after.title } : null;
  const back = fromSpecial
    ? paths.cadreSpecial(specialId)
    : lesson.data
      ? paths.lesson(lesson.data.tagId, lesson.data.id)
      : paths.courseLearning();

  return (
    <Box minH="100vh" bg="gray.900" color="white" px={{ base: '3', md: '6' }} py="4">
      <Flex align="center" gap="4" mb="4" wrap="wrap">
        <Button asChild size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={back}>{fromSpecial ? t.backToSpecial : t.back}</RouterLink>
        </Button>
        {/* on a phone the title has a line of its own and wraps: beside the buttons it kept a few characters */}
        <Heading
          as="h1"
          size="md"
          truncate={{ base: false, md: true }}
          minW="0"
          flexGrow="1"
          flexShrink="1"
          flexBasis={{ base: '100%', md: '0%' }}
          order={{ base: 1, md: 0 }}
        >
          {detail.data ? `${detail.data.lessonTitle} · ${detail.data.title}` : (lesson.data?.title ?? '')}
        </Heading>
        {detail.data ? <LikeButton key={detail.data.id} videoId={detail.data.id} /> : null}
      </Flex>
      {redirected ? (
        <Text fontSize="sm" color="whiteAlpha.800" mb="3" role="status">
          {t.wrongLesson}
        </Text>
      ) : null}
      <Flex gap="5" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Box flex="1" minW="0" w="full">
          {settingsPending ? null : !setting ? (
            <Text fontSize="sm" color="whiteAlpha.700" mb="2">
              {t.noSettings}
            </Text>
          ) : null}
          <QueryState query={detail} invalid={videoId === null ? t.notFound : undefined} isEmpty={() => false}>
            {(data) =>
              settingsPending ? null : (
                <Player
                  key={data.id}
                  detail={data}
                  rules={setting ?? STRICT}
                  group={group ?? 'lesson'}
                  next={next}
                  onVideo={setVideo}
                  onLive={setLive}
                />
              )
            }
          </QueryState>
        </Box>
        <Stack w={{ base: 'full', lg: '380px' }} flexShrink={0} gap="4">
          <Box as="aside" bg="whiteAlpha.50" borderRadius="md" p="3" aria-label={t.chapters}>
            <Heading as="h2" size="sm" mb="2">
              {t.chapters}
            </Heading>
            {/* a lid that names nothing: the chapters wait for the redirect to the video's lesson, or say the lesson is not found without a video */}
            <QueryState
              query={lessonId === null ? { ...videos, isLoading: true } : videos}
              invalid={lessonId === null && (videoId === null || detail.isError) ? t.lessonNotFound : undefined}
              skeletonRows={4}
            >
              {(list) => <VideoList videos={list} currentId={videoId ?? undefined} compact linkOf={linkOf} live={live} />}
            </QueryState>
          </Box>
          {detail.data ? (
            <SocialTabs videoId={detail.data.id} lessonId={detail.data.lessonId} duration={detail.data.duration} video={video} />
          ) : null}
        </Stack>
      </Flex>
    </Box>
  );
}
