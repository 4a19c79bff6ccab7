import { Alert } from '@chakra-ui/react';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/auth/selectors';

export const UNCONFIRMED_TEXTS = {
  title: '所在党支部尚未确认你的账号',
  body: '自行注册的账号经党支部确认后，才能查看支部的组织生活、投票和党委活动，报名集中培训。请联系所在党支部。',
} as const;

/**
 * Said where branch matters and classes would be: the server shows a self-registered account
 * none of them until its branch confirms it, so an empty list here is not "nothing planned".
 */
export function UnconfirmedNotice() {
  const me = useAppSelector(selectUserInfo);
  // an answer stored before the flag existed counts as confirmed: the server decides either way
  if (!me || me.branchConfirmed !== false) return null;
  return (
    <Alert.Root status="warning" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{UNCONFIRMED_TEXTS.title}</Alert.Title>
        <Alert.Description>{UNCONFIRMED_TEXTS.body}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
