/** What Safari on iOS and some WebViews (WeChat's) say of a <video> in their own full-screen player. */
interface WebkitVideo {
  webkitDisplayingFullscreen?: boolean;
}

/**
 * Whether the video fills the screen: the standard full screen of the element (or of a box holding
 * it), or the native full-screen player of iOS and WebViews. A phone turned sideways to watch fills
 * the screen this way, and some WebViews take focus from the page as they do: that is no learner
 * leaving the page, so no reason to pause.
 */
export function isFullscreen(video: HTMLVideoElement): boolean {
  const element = document.fullscreenElement;
  if (element && (element === video || element.contains(video))) return true;
  return (video as HTMLVideoElement & WebkitVideo).webkitDisplayingFullscreen === true;
}
