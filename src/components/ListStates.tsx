import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { CODE_OPERATION_ERROR } from '@contract/codes';
import { isApiError } from '@/api/apiError';
import { errorMessage } from '@/api/errors';
import { PHONE_MEDIA } from '@/lib/phoneMedia';
import { uiTexts } from './texts';

/** On a phone every way on from a failed load (重试 and the screen's own, often a link back) is a finger high. */
const FINGER_ACTIONS = { [PHONE_MEDIA]: { '& > a, & > button': { minHeight: '44px' } } } as const;

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5, height = '20px' }: { rows?: number; height?: string }) {
  return (
    <Stack gap="3" data-testid="list-loading" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Stack>
  );
}

export function ListEmpty({ text = uiTexts.empty }: { text?: string }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Title color="fg.muted">{text}</EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * Whether loading again may succeed: the network failed or timed out, the answer could not be
 * read, or the server broke (HTTP 5xx). A refusal (10002: not found, not allowed, a bad page
 * number), an HTTP 4xx or a page's own "not found" (`{ message }`) stays the same however often
 * it is asked. No error at all (nothing loaded yet) keeps 重试.
 */
export function canRetry(error: unknown): boolean {
  if (error === undefined || error === null) return true;
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'unknown':
    case 'aborted':
      return true;
    case 'http':
      return (error.code ?? 0) >= 500;
    default:
      return false;
  }
}

/**
 * A refusal: the server said no (10002: not found, not allowed, not a member…) or the screen
 * itself found the request impossible (a page-made `{ message }`, e.g. a bad id in the address).
 * Asking again gives the same answer.
 */
export function isRefusal(error: unknown): boolean {
  if (isApiError(error)) return error.kind === 'code' && error.code === CODE_OPERATION_ERROR;
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string';
}

/**
 * How a screen shows a refusal (`isRefusal`) instead of 加载失败: a warning with the reason as its
 * title and `hint` beneath (e.g. where a refusal usually means a wrong or stale address).
 */
export interface RefusalStyle {
  hint?: string;
}

/**
 * A failed load with the server's message, a 重试 button when asking again may help (`canRetry`;
 * `retry` overrides it) and any other way on (`actions`). With `refusal`, a refusal is shown as
 * that warning instead (see `RefusalStyle`).
 */
export function ListError({
  error,
  onRetry,
  actions,
  retry = canRetry(error),
  refusal,
}: {
  error: unknown;
  onRetry: () => void;
  actions?: ReactNode;
  retry?: boolean;
  refusal?: RefusalStyle;
}) {
  const asRefusal = refusal !== undefined && isRefusal(error);
  return (
    // on a phone the buttons go under the message, which keeps the width
    <Alert.Root
      status={asRefusal ? 'warning' : 'error'}
      alignItems="center"
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      data-testid={asRefusal ? 'list-refusal' : undefined}
    >
      <Alert.Indicator />
      {asRefusal ? (
        <Alert.Content>
          <Alert.Title>{errorMessage(error)}</Alert.Title>
          {refusal.hint ? <Alert.Description>{refusal.hint}</Alert.Description> : null}
        </Alert.Content>
      ) : (
        <Alert.Content>
          <Alert.Title>{uiTexts.loadFailed}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Content>
      )}
      {retry || actions ? (
        <HStack gap="2" flexBasis={{ base: '100%', md: 'auto' }} justify={{ base: 'flex-end', md: 'flex-start' }} css={FINGER_ACTIONS}>
          {retry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {uiTexts.retry}
            </Button>
          ) : null}
          {actions}
        </HStack>
      ) : null}
    </Alert.Root>
  );
}

export interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Shows loading / error / empty for one query and hands the data to `children` otherwise.
 * `isEmpty` decides emptiness (default: an empty array). `invalid` is the screen's own reason the
 * query cannot be asked at all (e.g. the address's id is not a number; skip the query then): it is
 * shown as a refusal, before anything else.
 */
export function QueryState<T>({
  query,
  isEmpty = (d) => Array.isArray(d) && d.length === 0,
  emptyText,
  skeletonRows,
  errorActions,
  invalid,
  refusal,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  skeletonRows?: number;
  /** beside 重试 (or alone, when asking again cannot help) when loading failed, e.g. the way back from something that no longer exists */
  errorActions?: ReactNode;
  /** why the query cannot be asked (shown like a refusal, without 重试); nothing when it can */
  invalid?: string;
  /** show a refusal (and `invalid`) as a warning rather than 加载失败, see `RefusalStyle` */
  refusal?: RefusalStyle;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (invalid) return <ListError error={{ message: invalid }} onRetry={retry} actions={errorActions} refusal={refusal} />;
  if (query.isLoading) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError || query.data === undefined) {
    return <ListError error={query.error} onRetry={retry} actions={errorActions} refusal={refusal} />;
  }
  if (isEmpty(query.data)) return <ListEmpty text={emptyText} />;
  return <>{children(query.data)}</>;
}
