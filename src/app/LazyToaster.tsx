import { useEffect, useState, type ComponentType } from 'react';
import { useToasterLoaded } from '@/components/toasterPresence';
import { loadedToaster, prefetchToasterOnIntent, toasterReady } from './toasterLoader';

/**
 * Mounts the toast renderer once the toaster module is in use (keeps it out of the entry). Its
 * chunk is fetched early (prefetchToasterOnIntent) and, if that fails, again later (toasterReady):
 * no React.lazy here, whose failed load would stay failed and take the whole app down with it.
 */
export function LazyToaster() {
  const wanted = useToasterLoaded();
  const [Renderer, setRenderer] = useState<ComponentType | undefined>(() => loadedToaster()?.default);
  useEffect(() => prefetchToasterOnIntent(), []);
  useEffect(() => {
    if (!wanted || Renderer) return;
    let live = true;
    void toasterReady().then((module) => {
      if (live) setRenderer(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [wanted, Renderer]);
  return wanted && Renderer ? <Renderer /> : null;
}
