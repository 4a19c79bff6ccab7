import type { ComponentType } from 'react';
import { toChunkError } from './chunkError';

type PageModule<P> = { default: ComponentType<P> };

/** Never shown (the route's loader fails first); it keeps react-router from warning about an empty leaf. */
const NoScreen = () => null;

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
      const failure = toChunkError(error);
      // Not rethrown: react-router 7 keeps a route whose `lazy` rejected as "still loading" and
      // renders nothing below the root (a blank page). A loader that throws puts the error on
      // this route instead, so its errorElement shows inside the surrounding layout.
      return {
        loader: () => {
          throw failure;
        },
        Component: NoScreen,
      };
    }
    const Component = props ? () => <Page {...props} /> : (Page as ComponentType);
    return { Component };
  };
}
