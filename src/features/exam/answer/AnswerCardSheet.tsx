import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { QuestionNavigator } from './QuestionNavigator';
import { answerTexts as t } from './texts';

/**
 * The phone's 答题卡: a sheet rising from the bottom over the paper, opened from the bar under it.
 * Picking a question closes it, so the learner lands on that question.
 */
export function AnswerCardSheet({
  open,
  onClose,
  onPick,
  ...navigator
}: { open: boolean; onClose: () => void } & ComponentProps<typeof QuestionNavigator>) {
  return (
    <Drawer.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="lg" maxH="85vh" data-testid="answer-card-sheet">
            <Drawer.Body p="3" pt="12">
              <QuestionNavigator
                {...navigator}
                touch
                onPick={(i) => {
                  onPick(i);
                  onClose();
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t.closeCard} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
