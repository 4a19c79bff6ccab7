import { nextTask } from '@/lib/nextTask';

/**
 * Loads the layout route around every screen but /login, in two tasks: evaluating the Chakra
 * chunks, then building the Chakra system and its Emotion cache (about a third of the work). On a
 * slow campus PC each is a shorter task than the two together (Lighthouse: total blocking time).
 */
export async function loadChakraLayout() {
  const layout = await import('./ChakraLayout');
  await nextTask();
  layout.prepareChakraScope();
  return layout;
}
