// stylis ships no type definitions; Emotion's cache types its plugins itself.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}
