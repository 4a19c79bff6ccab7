import type { ComponentType } from 'react';
import { toChunkError } from './chunkError';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A react-router `lazy` function for a screen module (default export). The chunk is fetched on
 * first navigation; a failed style sheet becomes the spec's error, shown by the route's
 * errorElement (RouteErrorPanel).
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>, props?: P) {
  return async () => {
    let Page: ComponentType<P>;
    try {
      Page = (await load()).default;
    } catch (error) {
      throw toChunkError(error);
    }
    const Component = props ? () => <Page {...props} /> : (Page as ComponentType);
    return { Component };
  };
}
