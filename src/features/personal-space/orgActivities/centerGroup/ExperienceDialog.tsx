import { useRef } from 'react';
import { Badge, Box, Button, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { StudyExperience } from '@contract/centerGroup';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import { toastRequested } from '@/api/apiEvents';
import { CenterGroupApi } from '@/api/centerGroup';
import { errorMessage } from '@/api/errors';
import { sendKeepalive } from '@/api/keepalive';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DraftEditor } from '@/components/draft/DraftEditor';
import { useAutosaveDraft } from '@/components/draft/useAutosaveDraft';
import { selectUserInfo } from '@/store/auth/selectors';
import { formatDate } from '@/lib/date';
import { centerGroupTexts as t } from './texts';
import { DialogFrame } from '@/components/DialogFrame';

const STATE_PALETTE: Record<string, string> = { none: 'gray', draft: 'orange', submitted: 'green' };

/** The draft of one session's 学习体会: autosaved (ordered by rev), submitted after a confirmation. */
function Editor({ userId, experience }: { userId: number; experience: StudyExperience }) {
  const dispatch = useAppDispatch();
  const [write] = CenterGroupApi.useAddUserExperienceMutation();
  const activityId = experience.activityId;
  const firstDraft = useRef(experience.state === 'none');
  const draft = useAutosaveDraft(experience, {
    mirrorKey: `centerGroup:${userId}:${activityId}`,
    save: (content, rev) => write({ activityId, content, rev }).unwrap(),
    submit: (content, rev) => write({ activityId, content, rev, submit: true }).unwrap(),
    flush: (content, rev) => dispatch(sendKeepalive(learnerEndpoints.centerGroup.addUserExperience, { activityId, content, rev })),
    onFirstSave: () => {
      if (!firstDraft.current) return;
      firstDraft.current = false;
      // the list's badge moves from 未写 to 草稿; the editor keeps its own text
      dispatch(CenterGroupApi.util.invalidateTags(['CenterGroup']));
    },
  });
  return (
    <DraftEditor
      draft={draft}
      texts={{ ...t, cancel: t.back }}
      label={t.experienceTitle}
      minChars={experience.minChars}
      maxChars={experience.maxChars}
      minH="260px"
      testIds={{ editor: 'experience-editor', count: 'experience-count', status: 'experience-status' }}
      onSubmitted={() => dispatch(toastRequested({ type: 'success', title: t.submitDone }))}
    />
  );
}

function Body({ userId, experience }: { userId: number; experience: StudyExperience }) {
  return (
    <Stack gap="3" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{experience.theme}</Text>
        <Badge colorPalette={STATE_PALETTE[experience.state]} data-testid="experience-state">
          {t.experienceStates[experience.state]}
        </Badge>
      </HStack>
      <Text color="fg.muted">{t.limits(experience.minChars, experience.maxChars)}</Text>
      {experience.state === 'submitted' ? (
        <Stack gap="2" data-testid="experience-readonly">
          {experience.submittedAt ? (
            <Text color="fg.muted">{t.submittedAt(formatDate(experience.submittedAt, 'YYYY-MM-DD HH:mm'))}</Text>
          ) : null}
          <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.muted">
            <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="1.9">
              {experience.content}
            </Text>
          </Box>
        </Stack>
      ) : experience.editable ? (
        <Editor key={experience.activityId} userId={userId} experience={experience} />
      ) : (
        <Text color="brand.600" role="alert">
          {experience.blockedReason}
        </Text>
      )}
    </Stack>
  );
}

/** One session's 学习体会: the editor while a draft may be written, the handed-in text after. */
export function ExperienceDialog({ sessionId, onClose }: { sessionId: number | null; onClose: () => void }) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const query = CenterGroupApi.useGetUserExperienceQuery({ activityId: sessionId ?? 0 }, { skip: sessionId === null });
  const data = query.currentData && query.currentData.activityId === sessionId ? query.currentData : null;
  return (
    <DialogFrame open={sessionId !== null} onClose={onClose} title={t.experienceTitle} size="xl">
      <Dialog.Body>
        {query.isError ? (
          <Text color="brand.600">{errorMessage(query.error)}</Text>
        ) : !data ? (
          <Spinner size="sm" />
        ) : (
          <Body userId={userId} experience={data} />
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t.close}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
