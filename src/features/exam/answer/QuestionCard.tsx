import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AttemptQuestion } from '@contract/exam';
import { answeredOf, type QuestionProgress, type SaveStatus } from './attemptSession';
import { QuestionInput } from './QuestionInput';
import { answerTexts as t, typeNames } from './texts';

const statusColor: Record<SaveStatus, string> = {
  saved: 'green.600',
  saving: 'fg.muted',
  unsaved: 'yellow.800',
  error: 'brand.600',
  late: 'brand.600',
};

/** One question: its head (number, type, score), the answer control, the mark and the save state. */
export function QuestionCard({
  question,
  index,
  progress,
  status,
  disabled,
  onAnswer,
  onToggleMark,
}: {
  question: AttemptQuestion;
  index: number;
  progress: QuestionProgress;
  status: SaveStatus;
  disabled: boolean;
  onAnswer: (answer: string | ((held: string) => string), delayMs: number) => void;
  onToggleMark: () => void;
}) {
  return (
    <Box
      as="section"
      id={`question-${question.id}`}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '5' }}
      data-testid="exam-question"
      data-phone-question
      aria-label={`第 ${index + 1} 题`}
    >
      <HStack justify="space-between" align={{ base: 'center', md: 'flex-start' }} gap={{ base: '2', md: '4' }} mb="3">
        <Text fontSize="sm" color="brand.700" fontWeight="semibold">
          {t.questionHead(index + 1, typeNames[question.type], question.score)}
          {question.type === 'multiple' ? t.multipleHint : ''}
        </Text>
        <HStack gap="3" flexShrink={0}>
          <Text fontSize="xs" color={statusColor[status]} data-testid="save-status" aria-live="polite">
            {status === 'error' && progress.error
              ? `${t.status.error}：${progress.error}`
              : status === 'saved' && !answeredOf(progress) && !progress.marked
                ? ''
                : t.status[status]}
          </Text>
          <Button
            size={{ base: 'md', md: 'xs' }}
            minH={{ base: '11', md: 'auto' }}
            variant={progress.marked ? 'solid' : 'outline'}
            colorPalette="yellow"
            disabled={disabled}
            onClick={onToggleMark}
            aria-pressed={progress.marked}
          >
            {progress.marked ? t.unmark : t.mark}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="4">
        <Text fontSize="md" lineHeight="tall" whiteSpace="pre-wrap">
          {question.stem}
        </Text>
        <QuestionInput question={question} answer={progress.answer} disabled={disabled} onAnswer={onAnswer} />
      </Stack>
    </Box>
  );
}
