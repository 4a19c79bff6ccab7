import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { Note } from '@contract/lessonSocial';
import { LessonApi } from '@/api/lesson';
import { FormError } from '@/components/FormError';
import { QueryState } from '@/components/ListStates';
import { secondsToHms } from '@/lib/duration';
import { EmptyLine } from './EmptyLine';
import { SocialTextBox } from './SocialTextBox';
import { charCount, SOCIAL_TEXT_MAX, socialTexts as t } from './socialTexts';
import { seekPlayer, usePlaybackTime } from './usePlaybackTime';

/** The focus went with a button that was removed or disabled (the page has it), or is still inside `within`. */
function focusLost(within: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || Boolean(within?.contains(active));
}

/**
 * One note: its time seeks the player there; the learner's own delete asks first. The focus
 * follows the buttons that replace one another (删除 -> 取消 / 确定删除 -> 删除), and once the note is
 * deleted `onRemoved` puts it in the note box: a removed button left the keyboard on the page.
 */
function NoteRow({
  note,
  onSeek,
  onRemoved,
}: {
  note: Note;
  onSeek: (seconds: number) => void;
  onRemoved: (row: HTMLElement | null) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [remove, removal] = LessonApi.useDeleteNoteMutation();
  const rowRef = useRef<HTMLLIElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (confirming ? cancelRef : deleteRef).current?.focus();
  }, [confirming]);
  const ask = (open: boolean) => {
    moveFocus.current = true;
    setConfirming(open);
  };
  const confirmDelete = async () => {
    const result = await remove({ noteId: note.id });
    if ('data' in result) onRemoved(rowRef.current);
    else confirmRef.current?.focus();
  };
  const hms = secondsToHms(note.position);
  return (
    <Box as="li" ref={rowRef} py="2" borderBottomWidth="1px" borderColor="whiteAlpha.300">
      <Flex gap="2" align="flex-start">
        <Button
          size="xs"
          minH={{ base: '44px', md: 'auto' }}
          variant="subtle"
          colorPalette="yellow"
          flexShrink={0}
          aria-label={t.seekTo(hms)}
          onClick={() => onSeek(note.position)}
        >
          {hms}
        </Button>
        <Text flex="1" minW="0" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {note.content}
        </Text>
        {confirming ? null : (
          <Button
            ref={deleteRef}
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            variant="ghost"
            color="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => ask(true)}
          >
            {t.delete}
          </Button>
        )}
      </Flex>
      {confirming ? (
        <HStack gap="2" mt="2" justify="flex-end" role="group" aria-label={t.confirmDelete}>
          <Text fontSize="sm">{t.confirmDelete}</Text>
          <Button
            ref={confirmRef}
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={removal.isLoading}
            onClick={() => void confirmDelete()}
          >
            {t.confirm}
          </Button>
          <Button
            ref={cancelRef}
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            variant="outline"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => ask(false)}
          >
            {t.cancel}
          </Button>
        </HStack>
      ) : null}
      {removal.error ? (
        <Box mt="2">
          <FormError error={removal.error} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The learner's notes on this video: written at the player's current time (shown above the box),
 * listed by time; a failed save keeps the text in the box with the reason.
 */
export function NotesTab({ videoId, duration, video }: { videoId: number; duration: number; video: HTMLVideoElement | null }) {
  const notes = LessonApi.useNoteListQuery({ videoId });
  const [write, writing] = LessonApi.useWriteNoteMutation();
  const [text, setText] = useState('');
  const formRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const now = Math.min(usePlaybackTime(video), Math.floor(duration));
  const left = SOCIAL_TEXT_MAX - charCount(text.trim());
  const canSave = text.trim() !== '' && left >= 0 && !writing.isLoading;

  const save = async () => {
    const result = await write({ videoId, position: now, content: text.trim() });
    if ('data' in result) {
      setText('');
      writing.reset();
    }
    // 保存笔记 was disabled while saving (and stays so with the box empty): the browser dropped the
    // focus to the page. Back in the box, for the next note or to mend this one.
    if (focusLost(formRef.current)) boxRef.current?.focus();
  };
  const noteRemoved = (row: HTMLElement | null) => {
    if (focusLost(row)) boxRef.current?.focus();
  };
  const seek = (seconds: number) => {
    if (video) seekPlayer(video, seconds);
  };

  return (
    <Stack gap="3">
      <Stack
        gap="2"
        as="form"
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) void save();
        }}
      >
        <Text fontSize="sm" color="yellow.300" data-testid="note-time">
          {t.noteAt(now)}
        </Text>
        <SocialTextBox
          boxRef={boxRef}
          value={text}
          onChange={setText}
          label={t.notePlaceholder}
          left={left}
          submitLabel={t.saveNote}
          canSubmit={canSave}
          submitting={writing.isLoading}
        />
        <FormError error={writing.error} />
      </Stack>
      <QueryState query={notes} skeletonRows={3} isEmpty={() => false}>
        {(list) =>
          list.length === 0 ? (
            <EmptyLine text={t.noNotes} />
          ) : (
            <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t.notes}>
              {list.map((note) => (
                <NoteRow key={note.id} note={note} onSeek={seek} onRemoved={noteRemoved} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Stack>
  );
}
