import { useEffect, useState } from 'react';

/** The player's current time in whole seconds, following playback and seeks (0 without a player). */
export function usePlaybackTime(video: HTMLVideoElement | null): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    if (!video) return;
    const update = () => setTime(Math.floor(video.currentTime || 0));
    update();
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    events.forEach((e) => video.addEventListener(e, update));
    return () => events.forEach((e) => video.removeEventListener(e, update));
  }, [video]);
  return time;
}

/**
 * Moves the player to `seconds`. The study controller sees it as any seek: one forward past the
 * covered part snaps back (with its message) when the rules do not allow seeking.
 */
export function seekPlayer(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = seconds;
}
