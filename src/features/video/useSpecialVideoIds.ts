import { useEffect, useState } from 'react';
import { CadreApi } from '@/api/cadre';
import { useAppDispatch } from '@/components/hooks';

/**
 * The ids of the videos of a cadre special (every stage's videos, cadre/specialDetail then
 * cadre/stageVideos for each stage); null while they load, when the special is not the cadre's
 * (10002) or for specialId 0 (no special). The video page keeps ?special= only on the links to
 * these videos: a chapter of the lesson outside the special leads back to its lesson.
 */
export function useSpecialVideoIds(specialId: number): ReadonlySet<number> | null {
  const dispatch = useAppDispatch();
  const special = CadreApi.useSpecialDetailQuery({ specialId }, { skip: specialId <= 0 });
  const stageKey = specialId > 0 && special.data ? special.data.stages.map((stage) => stage.id).join(',') : null;
  const [found, setFound] = useState<{ key: string; ids: ReadonlySet<number> } | null>(null);
  const key = `${specialId}:${stageKey ?? ''}`;

  useEffect(() => {
    if (stageKey === null) return undefined;
    const stageIds = stageKey === '' ? [] : stageKey.split(',').map(Number);
    const subscriptions = stageIds.map((stageId) => dispatch(CadreApi.endpoints.stageVideos.initiate({ stageId })));
    let live = true;
    Promise.all(subscriptions.map((s) => s.unwrap())).then(
      (lists) => {
        if (live) setFound({ key: `${specialId}:${stageKey}`, ids: new Set(lists.flat().map((video) => video.id)) });
      },
      () => undefined,
    );
    return () => {
      live = false;
      subscriptions.forEach((s) => s.unsubscribe());
    };
  }, [dispatch, specialId, stageKey]);

  return stageKey !== null && found?.key === key ? found.ids : null;
}
