import { useCallback, useEffect, useState } from 'react';
import { UserApi } from '@/api/user';

export interface CaptchaState {
  captchaId: string;
  /** data: URL of the SVG image */
  image: string;
  loading: boolean;
  error: unknown;
  refresh: () => void;
}

const toDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * An image captcha: generated on mount (or once `active` turns true: a form rendered hidden ahead
 * of its dialog asks for none until it is shown), refreshed on demand (click, failed submit).
 */
export function useCaptcha(active = true): CaptchaState {
  const [generate, generateState] = UserApi.useGenerateCaptchaMutation();
  const [again, againState] = UserApi.useGetCaptchaMutation();
  const [captcha, setCaptcha] = useState({ captchaId: '', image: '' });
  const [error, setError] = useState<unknown>(null);

  // setState only in the promise's callbacks: the effect below starts the request, it does not
  // set state itself.
  const load = useCallback(
    (captchaId: string) =>
      (captchaId ? again({ captchaId }) : generate()).unwrap().then(
        (result) => {
          setCaptcha({ captchaId: result.captchaId, image: toDataUrl(result.svg) });
          setError(null);
        },
        (e: unknown) => setError(e),
      ),
    [again, generate],
  );

  const wanted = active && !captcha.captchaId;
  useEffect(() => {
    if (wanted) void load('');
  }, [load, wanted]);

  const refresh = useCallback(() => void load(captcha.captchaId), [load, captcha.captchaId]);

  return { ...captcha, loading: generateState.isLoading || againState.isLoading, error, refresh };
}
