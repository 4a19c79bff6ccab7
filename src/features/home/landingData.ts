import { CmsApi } from '@/api/cms';
import { PartyIndexApi } from '@/api/partyIndex';
import type { AppDispatch } from '@/store/store';

/** The home page's query arguments: its sections and the prefetch below use the same ones. */
export const HOME_NOTICES_ARGS = { size: 7 };
export const NEWS_CATEGORIES_ARGS = { parentId: 0 };
export const newsListArgs = (categoryId: number) => ({ categoryId, size: 6 });

const FRESH_FOR_S = 30;

/**
 * Asks for everything the home page shows as soon as the app knows it is on the home page (beside
 * the route's chunks): first the banner (its largest paint, whose image must not queue behind the
 * other answers), then, once the banner's answer is in, the notices, the learner card, the news
 * categories and the first category's news. A slow PC's sections, which mount after the first
 * paint, then get their data on their first render, which is time-sliced, instead of mounting
 * empty and re-rendering synchronously (one long task each) as every answer arrives.
 */
export function prefetchHomeData(dispatch: AppDispatch): void {
  const options = { ifOlderThan: FRESH_FOR_S };
  const banners = dispatch(CmsApi.endpoints.banners.initiate(undefined, { subscribe: false }));
  const rest = () => {
    dispatch(CmsApi.util.prefetch('notices', HOME_NOTICES_ARGS, options));
    dispatch(PartyIndexApi.util.prefetch('userInfo', undefined, options));
    const categories = dispatch(CmsApi.endpoints.categoryChildren.initiate(NEWS_CATEGORIES_ARGS, { subscribe: false }));
    void categories.unwrap().then(
      (list) => {
        if (list[0]) dispatch(CmsApi.util.prefetch('newListTop', newsListArgs(list[0].id), options));
      },
      () => undefined, // the section shows the failure when it asks again
    );
  };
  // Failed or not: the sections need their data either way.
  void banners.then(rest);
}
