import type { ComponentProps, ReactNode } from 'react';
import { Alert, HStack } from '@chakra-ui/react';
import { CODE_OPERATION_ERROR } from '@contract/codes';
import { isApiError } from '@/api/apiError';
import { errorMessage } from '@/api/errors';
import { QueryState } from '@/components/ListStates';
import { topicTexts as t } from './texts';

/**
 * The server refused (10002: 专题不存在, 阶段不存在, not a member…): asking again gives the same
 * answer, so there is no 重试, only the reason and the way back. A bad id in the address is the same.
 */
export const isRefusal = (error: unknown) => isApiError(error) && error.kind === 'code' && error.code === CODE_OPERATION_ERROR;

export function Refusal({ message, actions }: { message: string; actions?: ReactNode }) {
  return (
    <Alert.Root status="warning" alignItems="center" data-testid="topic-refusal">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>{t.refusalHint}</Alert.Description>
      </Alert.Content>
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </Alert.Root>
  );
}

/**
 * QueryState for the topic pages: `badId` (the address's id is not a number) and a refusal show the
 * reason without 重试; a network or server failure keeps QueryState's 加载失败 with 重试.
 */
export function TopicQueryState<T>({ badId, ...props }: ComponentProps<typeof QueryState<T>> & { badId?: string }) {
  if (badId) return <Refusal message={badId} actions={props.errorActions} />;
  if (props.query.isError && isRefusal(props.query.error)) return <Refusal message={errorMessage(props.query.error)} actions={props.errorActions} />;
  return <QueryState {...props} />;
}
