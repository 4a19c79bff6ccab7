import type { VideoItem } from '@contract/lesson';
import type { ResourceDetail } from '@contract/lessonStudy';
import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import type { AppDispatch } from '@/store/store';
import type { BeatProgress } from './studyController';

// Keeps the figures already on screen (the chapter list, the study panel) in step with the
// heartbeats, with the server's figures only: each answer (credited, position, completed) is
// written into the cached answers of lesson/videos (cadre/lessonVideoResourceList), videoDetail
// and resourceDetail, and the covered share, which the answer does not carry, is read again with
// the learner's study record (resourceDetail, one small request a heartbeat). Nothing here is
// estimated: an estimate once showed 21 % for a chapter the server had at 0. The end of the
// video (resourceComplete) refetches them all.

export interface ProgressWhere {
  videoId: number;
  lessonId: number;
  cadre: boolean;
}

/** Writes `patch` into the chapter lists and the video's detail cached for `where`. */
function patchVideo(dispatch: AppDispatch, { videoId, lessonId, cadre }: ProgressWhere, patch: (video: VideoItem) => void): void {
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

/** Writes one heartbeat's answer into the cached figures of the video `where.videoId` of lesson `where.lessonId`. */
export function patchStudyProgress(dispatch: AppDispatch, where: ProgressWhere, beat: BeatProgress): void {
  dispatch(
    LessonApi.util.updateQueryData('resourceDetail', { videoId: where.videoId }, (record: ResourceDetail) => {
      record.credited = beat.credited;
      record.position = beat.position;
      record.completed = record.completed || beat.completed;
    }),
  );
  patchVideo(dispatch, where, (video) => {
    video.credited = beat.credited;
    video.position = beat.position;
    video.completed = video.completed || beat.completed;
  });
}

/** Writes the study record the server answered (its covered share) into the chapter lists and detail. */
export function patchCoveredShare(
  dispatch: AppDispatch,
  where: ProgressWhere,
  record: Pick<ResourceDetail, 'coveredRatio' | 'completed'>,
): void {
  patchVideo(dispatch, where, (video) => {
    video.coveredRatio = record.coveredRatio;
    video.completed = video.completed || record.completed;
  });
}
