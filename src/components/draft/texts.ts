/** Words the draft machinery itself shows, whatever the screen (each screen brings the rest). */
export const draftTexts = {
  /** an autosave answered 5xx (or a proxy's 502/504): the text is on this computer and is sent again */
  unavailable: '服务器暂时无法保存，内容已保存在本机，稍后自动重试',
} as const;
