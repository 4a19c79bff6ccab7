import { paths } from '@/lib/paths';

/**
 * A special's video: the spec's video page (/index/videodetails/{id}/{lid}) with the special in
 * the query (?special={specialId}), so the video page's way back returns to the special rather
 * than to the video's lesson. The video page reads the same name (src/features/video/VideoDetailsPage.tsx).
 */
export const SPECIAL_QUERY = 'special';

export const specialVideoPath = (videoId: number, lessonId: number, specialId: number): string =>
  `${paths.videoDetails(videoId, lessonId)}?${SPECIAL_QUERY}=${specialId}`;
