import type { SsoOptions } from '@contract/user';
import { UserApi } from '@/api/user';

/**
 * The server's campus sign-in setting (user/ssoOptions, public): null until it is known, and when
 * the call fails, so that the page then shows the captcha form alone, as without a provider.
 */
export function useSsoOptions(): SsoOptions | null {
  const { data } = UserApi.useSsoOptionsQuery();
  return data ?? null;
}
