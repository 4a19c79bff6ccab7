import { Alert, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Audience } from '@contract/notify';
import { errorMessage } from '@/api/errors';
import { NotifyApi } from '@/api/notify';
import { hasAudience } from './composeForm';
import { useDebounced } from './useDebounced';
import { messagesTexts as t } from './texts';

export const PREVIEW_DELAY_MS = 400;

/** Who the current choice reaches, as the server resolves it: 将发送给 N 人：names…, and the accounts it does not know. */
export function AudiencePreview({ audience }: { audience: Audience }) {
  // the audience object is new on every render: compare by its JSON so the delay runs only on a real change
  const settled = useDebounced(JSON.stringify(audience), PREVIEW_DELAY_MS);
  const asked = JSON.parse(settled) as Audience;
  const pending = settled !== JSON.stringify(audience);
  const preview = NotifyApi.usePreviewQuery(hasAudience(asked) ? { audience: asked } : skipToken);
  if (!hasAudience(audience)) return null;
  const data = preview.currentData;
  if (pending || preview.isFetching || (!data && !preview.isError)) {
    return (
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t.previewing}
      </Text>
    );
  }
  if (preview.isError || !data) {
    return (
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(preview.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  const names = data.sample.join('、') + (data.count > data.sample.length ? ` ${t.previewMore(data.count)}` : '');
  return (
    <Alert.Root status={data.count ? 'info' : 'warning'} size="sm" data-testid="audience-preview" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{data.count ? `${t.previewCount(data.count)}：${names}` : t.previewCount(0)}</Alert.Title>
        {data.unknownAccounts.length ? (
          <Alert.Description>{`${t.unknownAccounts}：${data.unknownAccounts.join('、')}`}</Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
