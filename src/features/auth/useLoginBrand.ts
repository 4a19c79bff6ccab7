import type { LoginBrand } from '@contract/base';
import { BaseApi } from '@/api/base';

/**
 * The login page's brand (platform name, logo, notice, registration switch) from the public
 * getAppSetting: without a token the app fetches neither user info nor settings (spec §4).
 * null until it is known, or when the call fails (the page then shows the built-in name).
 */
export function useLoginBrand(): LoginBrand | null {
  const { data } = BaseApi.useGetAppSettingQuery();
  return data?.login ?? null;
}
