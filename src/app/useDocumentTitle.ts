import { useEffect } from 'react';
import { pageTitle } from './pageTitle';
import type { MatchedHandles } from './routeNames';

/** document.title from the deepest matched route's handle.title, on every navigation. */
export function useDocumentTitle(handles: MatchedHandles): void {
  const title = pageTitle(handles);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
