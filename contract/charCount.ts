// How a write-up's length is counted, the same on the server (limits) and in the editor
// (the counter): characters as a reader sees them (code points, so an emoji or a rare 汉字 is
// one), blanks and line breaks left out.
export function countChars(text: string): number {
  let n = 0;
  for (const ch of text) if (!/\s/.test(ch)) n += 1;
  return n;
}
