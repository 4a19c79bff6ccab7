/** A field's length as the server's limits count it: characters (not UTF-16 units) after trimming. */
export const typedLength = (s: string) => [...s.trim()].length;
