// How a write-up's length is counted, the same on the server (limits) and in the editor
// (the counter): characters as a reader sees them (code points, so an emoji or a rare 汉字 is
// one), blanks and line breaks left out.
export function countChars(text: string): number {
  let n = 0;
  for (const ch of text) if (!/\s/.test(ch)) n += 1;
  return n;
}

/**
 * The characters a learner wrote into a text started from an outline (a template): lines kept
 * exactly as the outline has them do not count, nor an outline line the learner wrote after
 * (申请人：张晓明 counts 张晓明). Each outline line is taken off once, so a line the learner
 * repeats counts the second time. Both the editor's counter and the server's limits use it.
 */
export function countOwnChars(text: string, template: string): number {
  const left = new Map<string, number>();
  for (const line of template.split('\n')) {
    const key = line.trim();
    if (key) left.set(key, (left.get(key) ?? 0) + 1);
  }
  const take = (key: string) => {
    const n = left.get(key) ?? 0;
    if (n === 0) return false;
    left.set(key, n - 1);
    return true;
  };
  let n = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || take(line)) continue;
    // the longest outline line the learner's line begins with (a heading or a label they filled in)
    let prefix = '';
    for (const [key, count] of left) if (count > 0 && key.length > prefix.length && line.startsWith(key)) prefix = key;
    if (prefix) take(prefix);
    n += countChars(line.slice(prefix.length));
  }
  return n;
}
