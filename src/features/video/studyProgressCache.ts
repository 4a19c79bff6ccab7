import { addInterval, coveredLength, coveredRatioOf } from '@contract/intervals';
import type { VideoItem } from '@contract/lesson';
import type { ResourceDetail } from '@contract/lessonStudy';
import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import type { SharedDispatch } from '@/components/hooks';
import type { BeatProgress } from './studyController';

// Keeps the figures already on screen (the chapter list, the study panel) in step with the
// heartbeats, without a request per heartbeat: each answer is written into the cached answers of
// lesson/videos (cadre/lessonVideoResourceList), videoDetail and resourceDetail. The end of the
// video (resourceComplete) refetches them all, so the server's own figures replace these.

/** The store's dispatch as RTK Query's cache thunks type it: the store holds the api slices they read (app/store.ts), SharedState does not name them. */
type CacheDispatch = (thunk: ReturnType<typeof LessonApi.util.updateQueryData> | ReturnType<typeof CadreApi.util.updateQueryData>) => unknown;

/** Writes one heartbeat's answer into the cached figures of the video `videoId` of lesson `lessonId`. */
export function patchStudyProgress(store: SharedDispatch, where: { videoId: number; lessonId: number; cadre: boolean }, beat: BeatProgress): void {
  const dispatch = store as unknown as CacheDispatch;
  const { videoId, lessonId, cadre } = where;
  // the covered parts are known from resourceDetail (the study panel loads it): the share follows them
  let coveredRatio: number | undefined;
  dispatch(
    LessonApi.util.updateQueryData('resourceDetail', { videoId }, (record: ResourceDetail) => {
      if (beat.span) {
        record.covered = addInterval(record.covered, beat.span[0], Math.min(beat.span[1], record.duration));
        record.coveredRatio = Math.max(record.coveredRatio, coveredRatioOf(coveredLength(record.covered), record.duration));
      }
      record.credited = beat.credited;
      record.position = beat.position;
      record.completed = record.completed || beat.completed;
      coveredRatio = record.coveredRatio;
    }),
  );
  const patch = (video: VideoItem) => {
    video.credited = beat.credited;
    video.position = beat.position;
    video.completed = video.completed || beat.completed;
    if (coveredRatio !== undefined) video.coveredRatio = Math.max(video.coveredRatio, coveredRatio);
  };
  const patchList = (list: VideoItem[]) => {
    const video = list.find((v) => v.id === videoId);
    if (video) patch(video);
  };
  if (cadre) {
    dispatch(CadreApi.util.updateQueryData('lessonVideoResourceList', { lessonId }, patchList));
    dispatch(CadreApi.util.updateQueryData('lessonVideoResourceDetail', { videoId }, patch));
  } else {
    dispatch(LessonApi.util.updateQueryData('videos', { lessonId }, patchList));
    dispatch(LessonApi.util.updateQueryData('videoDetail', { videoId }, patch));
  }
}
