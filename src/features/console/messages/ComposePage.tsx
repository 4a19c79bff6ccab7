import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import { Alert, Box, Button, Field, HStack, Input, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { MessageKind } from '@contract/centerMessages';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { NotifyApi } from '@/api/notify';
import { PageCard } from '@/components/PageCard';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { AudienceFields } from './AudienceFields';
import { BODY_MAX, EMPTY_FORM, sendBodyOf, TITLE_MAX, validateCompose, type ComposeForm, type FormErrors } from './composeForm';
import { LinkFields } from './LinkFields';
import { messagesTexts as t } from './texts';

/** the unsent message's copy on this computer, per organiser */
export const composeMirrorKey = (userId: number) => `${userId}:console:compose`;

const KINDS: MessageKind[] = ['notice', 'todo'];
const chars = (s: string) => [...s.trim()].length;

/**
 * 发消息: a notice or a to-do to the learners chosen, with a live count of who it reaches. The form
 * is checked before sending and the server's refusal is shown beside it; what was typed stays (also
 * on this computer, through a reload) until the server has it. Sent: 已发送给 N 人 and back to the
 * list, the parent of this page's path.
 */
export default function ComposePage() {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  // another organiser on this computer starts from an empty form
  return <Compose key={userId} userId={userId} />;
}

function Compose({ userId }: { userId: number }) {
  const draft = useFormDraft<ComposeForm>(composeMirrorKey(userId), EMPTY_FORM);
  const f = draft.values;
  const [send, sending] = NotifyApi.useSendMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  const now = new Date();
  // after a first try the messages follow the typing, so each goes away once fixed
  const errors: FormErrors = tried ? validateCompose(f, now) : {};
  const change = (patch: Partial<ComposeForm>) => {
    setServerError('');
    draft.change(patch);
  };

  const submit = async () => {
    setTried(true);
    setServerError('');
    if (Object.keys(validateCompose(f, new Date())).length) return;
    try {
      const sent = await send(sendBodyOf(f)).unwrap();
      draft.reset();
      dispatch(toastRequested({ type: 'success', title: t.sentToast(sent.recipients) }));
      void navigate(consolePaths.adminMessages());
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  const problems = Object.values(errors);
  return (
    <PageCard title={t.composeTitle}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4" maxW="960px">
          <RestoredNotice shown={draft.restored} text={t.restored} />
          <Field.Root>
            <Field.Label>{t.kind}</Field.Label>
            <RadioGroup.Root
              value={f.kind}
              onValueChange={(e) => change({ kind: (e.value as MessageKind) ?? 'notice' })}
              colorPalette="brand"
            >
              <HStack gap="6">
                {KINDS.map((k) => (
                  <RadioGroup.Item key={k} value={k}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t.kinds[k]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.title)}>
            <Field.Label>
              {t.title}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={f.title} onChange={(e) => change({ title: e.target.value })} />
            {errors.title ? (
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.counter(chars(f.title), TITLE_MAX)}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.body)}>
            <Field.Label>
              {t.body}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={8} value={f.body} onChange={(e) => change({ body: e.target.value })} />
            {errors.body ? (
              <Field.ErrorText>{errors.body}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t.counter(chars(f.body), BODY_MAX)}</Field.HelperText>
            )}
          </Field.Root>
          <AudienceFields form={f} error={errors.audience} onChange={change} />
          <LinkFields form={f} errors={errors} now={now} onChange={change} />
          {problems.length ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="compose-errors">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t.fixFirst}</Alert.Title>
                <Box as="ul" ps="4" listStyleType="disc">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {serverError ? (
            <Alert.Root status="error" size="sm" role="alert" data-testid="send-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3" justify="flex-end">
            <Button asChild variant="outline">
              <RouterLink to={consolePaths.adminMessages()}>{t.cancel}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={sending.isLoading}>
              {t.send}
            </Button>
          </HStack>
        </Stack>
      </form>
    </PageCard>
  );
}
