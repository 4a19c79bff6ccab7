/**
 * Chakra UI's global CSS (`system._global`: preflight, globalCss, every token variable) as Emotion
 * inserts it in a current browser. The build replaces this module with the string computed in Node
 * (chakraGlobalCssLoader.cjs, scripts/chakra/globalCss.ts); where that loader does not run (jest)
 * it is null, and Chakra's provider computes and inserts the CSS itself.
 */
export const CHAKRA_GLOBAL_CSS: string | null = null;
