import { useEffect, useRef, useState, type RefObject } from 'react';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import type { VideoDetail } from '@contract/lesson';
import { sendKeepalive } from '@/api/keepalive';
import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { useAppDispatch } from '@/store/hooks';
import { createStudyController, type StudyController, type StudyPort, type StudyRules, type StudyState } from './studyController';
import { isFullscreen } from './fullscreen';
import { patchCoveredShare, patchStudyProgress } from './studyProgressCache';
import type { LessonGroup } from './useLessonGroup';

/**
 * Wires the study controller to the <video> element, the lesson endpoints and the window
 * (blur, page hide). One controller per video; a refetched detail does not restart it. Each
 * heartbeat's answer updates the cached chapter list and study record, and the study record is
 * read again for the server's covered share.
 */
export function useStudyController(
  videoRef: RefObject<HTMLVideoElement | null>,
  detail: VideoDetail | undefined,
  rules: StudyRules,
  group: LessonGroup = 'lesson',
) {
  const dispatch = useAppDispatch();
  // a cadre's heartbeats go to cadre/setResourceTime (same fields, same rules on the server)
  const cadre = isCadre(useAppId());
  const [state, setState] = useState<StudyState | null>(null);
  const [controller, setController] = useState<StudyController | null>(null);
  const detailRef = useRef(detail);
  useEffect(() => {
    detailRef.current = detail;
  });
  const ready = Boolean(detail);
  const videoId = detail?.id;
  const lessonId = detail?.lessonId;
  const { heartbeatSeconds, allowSeek, maxSpeed, pauseOnBlur } = rules;

  useEffect(() => {
    const video = videoRef.current;
    const initial = detailRef.current;
    if (!ready || !video || !initial || videoId === undefined || lessonId === undefined) return;
    const port: StudyPort = {
      start: (id) => dispatch(LessonApi.endpoints.resourceStart.initiate({ videoId: id })).unwrap(),
      beat: (body) => dispatch((cadre ? CadreApi.endpoints.setResourceTime : LessonApi.endpoints.resourceTime).initiate(body)).unwrap(),
      complete: (sessionId) => dispatch(LessonApi.endpoints.resourceComplete.initiate({ sessionId })).unwrap(),
      keepalive: (body) =>
        dispatch(sendKeepalive(cadre ? learnerEndpoints.cadre.setResourceTime : learnerEndpoints.lesson.resourceTime, { ...body })),
    };
    const controller = createStudyController({
      videoId,
      player: video,
      port,
      rules: { heartbeatSeconds, allowSeek, maxSpeed, pauseOnBlur },
      initial: { position: initial.position, credited: initial.credited, completed: initial.completed },
      onChange: setState,
      // the caches of the group that served the page (a cadre on a learner lesson: the lesson group's)
      onBeat: (progress) => {
        const where = { videoId, lessonId, cadre: group === 'cadre' };
        patchStudyProgress(dispatch, where, progress);
        dispatch(LessonApi.endpoints.resourceDetail.initiate({ videoId }, { subscribe: false, forceRefetch: true }))
          .unwrap()
          .then((record) => patchCoveredShare(dispatch, where, record))
          // the next heartbeat reads it again
          .catch(() => undefined);
      },
    });
    setController(controller);
    setState(controller.getState());

    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => unknown) => {
      const listener = () => void handler();
      video.addEventListener(type, listener);
      return () => video.removeEventListener(type, listener);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') controller.handlePageHide();
    };
    const onPageHide = () => controller.handlePageHide();
    // a video playing full screen is watched, whatever the window's focus (isFullscreen)
    const onBlur = () => (isFullscreen(video) ? undefined : controller.handleBlur());
    const offs = [
      on('loadedmetadata', controller.handleLoaded),
      on('play', controller.handlePlay),
      on('pause', () => (video.ended ? undefined : controller.handlePause())),
      on('ended', controller.handleEnded),
      on('seeking', controller.handleSeeking),
      on('timeupdate', controller.handleTimeUpdate),
      on('ratechange', controller.handleRateChange),
    ];
    if (video.readyState >= 1) controller.handleLoaded();
    window.addEventListener('blur', onBlur);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      controller.dispose();
      setController(null);
    };
  }, [dispatch, cadre, group, videoRef, ready, videoId, lessonId, heartbeatSeconds, allowSeek, maxSpeed, pauseOnBlur]);

  return { state, controller };
}
