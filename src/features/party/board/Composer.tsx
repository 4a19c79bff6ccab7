import { useState } from 'react';
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { PARTY_IMAGES_MAX, SNS_CONTENT_MAX, SNS_TITLE_MAX, type PartyTalk } from '@contract/party';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { PartyApi } from '@/api/party';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PhotoPicker } from '@/components/PhotoPicker';
import { selectUserInfo } from '@/store/auth/selectors';
import { boardTexts as t } from './texts';
import { RestoredNotice } from '@/components/draft/RestoredNotice';

/** the unsent post's copy on this computer, per learner */
export const postMirrorKey = (userId: number) => `${userId}:partyBoard:post`;

const EMPTY: { title: string; content: string; chosen: number | null; images: string[] } = {
  title: '',
  content: '',
  chosen: null,
  images: [],
};

/**
 * The post composer: title and text with their counters, an optional talk topic, photos. What was
 * typed stays in the form, and on this computer (useFormDraft: through a reload or an expired
 * login), until the server accepts it; a refusal is shown in the server's words.
 */
export function Composer({ talks, talkId }: { talks: PartyTalk[]; talkId: number | null }) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  // another learner on this computer starts from an empty form
  return <Form key={userId} userId={userId} talks={talks} talkId={talkId} />;
}

function Form({ userId, talks, talkId }: { userId: number; talks: PartyTalk[]; talkId: number | null }) {
  const [submit, state] = PartyApi.useSubmitSnsMutation();
  const dispatch = useAppDispatch();
  const draft = useFormDraft(postMirrorKey(userId), EMPTY);
  // chosen null: follow the topic chosen above the list
  const { title, content, chosen, images } = draft.values;
  const [error, setError] = useState('');
  const topic = chosen === null ? (talkId ?? 0) : chosen;

  const send = async () => {
    setError('');
    try {
      await submit({ title, content, images, ...(topic ? { talkId: topic } : {}) }).unwrap();
      draft.reset();
      dispatch(toastRequested({ type: 'success', title: t.published }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Box
      as="form"
      onSubmit={(e) => e.preventDefault()}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="white"
      data-testid="sns-composer"
      aria-label={t.composeTitle}
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{t.composeTitle}</Text>
        <RestoredNotice shown={draft.restored} text={t.restored} />
        {/* one above the other on a phone: side by side each would be too narrow to type in */}
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
          <Field.Root required flex="2">
            <Field.Label>{t.titleLabel}</Field.Label>
            <Input
              minH={{ base: '44px', md: 'auto' }}
              value={title}
              maxLength={SNS_TITLE_MAX}
              placeholder={t.titlePlaceholder}
              onChange={(e) => draft.change({ title: e.target.value })}
            />
            <Field.HelperText>{t.counter(title.length, SNS_TITLE_MAX)}</Field.HelperText>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t.talkLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                minH={{ base: '44px', md: 'auto' }}
                value={topic}
                onChange={(e) => draft.change({ chosen: Number(e.target.value) })}
              >
                <option value={0}>{t.noTalk}</option>
                {talks.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Field.Root required>
          <Field.Label>{t.contentLabel}</Field.Label>
          <Textarea
            value={content}
            maxLength={SNS_CONTENT_MAX}
            minH="120px"
            placeholder={t.contentPlaceholder}
            onChange={(e) => draft.change({ content: e.target.value })}
          />
          <Field.HelperText>{t.counter(content.length, SNS_CONTENT_MAX)}</Field.HelperText>
        </Field.Root>
        <PhotoPicker value={images} onChange={(next) => draft.change({ images: next })} max={PARTY_IMAGES_MAX} label={t.imagesLabel} />
        {error ? (
          <Text color="brand.600" fontSize="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <HStack justify="flex-end">
          <Button
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={state.isLoading}
            disabled={title.trim() === '' || content.trim() === ''}
            onClick={() => void send()}
          >
            {t.publish}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
