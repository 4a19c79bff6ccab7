import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { QuestionNavigator } from './QuestionNavigator';
import { answerTexts as t } from './texts';

/**
 * The phone's 答题卡: a sheet rising from the bottom over the paper, opened from the bar under it.
 * Picking a question closes it, so the learner lands on that question. A dialog laid against the
 * bottom edge (the app's theme carries the dialog's styles, not a drawer's).
 */
export function AnswerCardSheet({
  open,
  onClose,
  onPick,
  ...navigator
}: { open: boolean; onClose: () => void } & ComponentProps<typeof QuestionNavigator>) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      placement="bottom"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w="full"
            maxW="full"
            maxH="85%"
            m="0"
            roundedTop="lg"
            roundedBottom="0"
            aria-label={t.card}
            data-testid="answer-card-sheet"
          >
            <Dialog.Body p="3">
              {/* room above the card for the ✕ in the corner */}
              <Box pt="12">
                <QuestionNavigator
                  {...navigator}
                  touch
                  onPick={(i) => {
                    onPick(i);
                    onClose();
                  }}
                />
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t.closeCard} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
