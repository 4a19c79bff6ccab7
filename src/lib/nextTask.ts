/**
 * Resolves in a later task (a timer), so that the work after it and the work before it are two
 * tasks of the main thread: shorter tasks keep a slow PC responsive (Lighthouse: total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
