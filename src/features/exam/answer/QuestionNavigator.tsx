import { Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AttemptQuestion } from '@contract/exam';
import { answeredOf, statusOf, type AttemptState } from './attemptSession';
import { answerTexts as t } from './texts';

function Swatch({ bg, border, label, round = false }: { bg: string; border: string; label: string; round?: boolean }) {
  return (
    <HStack gap="1">
      <Box
        w={round ? '2' : '3'}
        h={round ? '2' : '3'}
        borderRadius={round ? 'full' : 'sm'}
        bg={bg}
        borderWidth="1px"
        borderColor={border}
      />
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}

/**
 * The marked-for-review flag: a yellow triangle in the top-left corner, drawn with borders
 * (any browser), on top of whatever fill the answered state gives, so 已作答 and 已标记 show at once.
 */
function MarkFlag({ size = '14px', testId }: { size?: string; testId?: string }) {
  return (
    <Box
      position="absolute"
      top="0"
      left="0"
      w="0"
      h="0"
      borderStyle="solid"
      borderTopWidth={size}
      borderRightWidth={size}
      borderTopColor="yellow.400"
      borderRightColor="transparent"
      borderBottomWidth="0"
      borderLeftWidth="0"
      pointerEvents="none"
      aria-hidden
      data-testid={testId}
    />
  );
}

/** The legend's sample of a marked question: a blank square carrying the corner flag. */
function MarkedSwatch({ label }: { label: string }) {
  return (
    <HStack gap="1">
      <Box
        position="relative"
        w="3"
        h="3"
        borderRadius="sm"
        bg="bg"
        borderWidth="1px"
        borderColor="gray.400"
        overflow="hidden"
        data-testid="legend-marked"
      >
        <MarkFlag size="8px" />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}

/**
 * 答题卡: every question's number, filled when answered, outlined when blank; a yellow corner flag
 * when marked for review (on either), a dot when unsaved, ringed when current.
 */
export function QuestionNavigator({
  questions,
  state,
  current,
  onPick,
  touch = false,
}: {
  questions: AttemptQuestion[];
  state: AttemptState;
  current: number;
  onPick: (index: number) => void;
  /** in the phone's sheet: numbers big enough for a finger (44 px) */
  touch?: boolean;
}) {
  const answered = questions.filter((q) => answeredOf(state.progress[q.id])).length;
  return (
    <Stack as="nav" aria-label={t.card} gap="3" bg="bg" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">{t.card}</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="answered-count">
          {t.answeredCount(answered, questions.length)}
        </Text>
      </Flex>
      <SimpleGrid columns={5} gap={touch ? '3' : '2'}>
        {questions.map((q, i) => {
          const p = state.progress[q.id];
          const done = answeredOf(p);
          const unsaved = statusOf(state, q.id) !== 'saved';
          const marked = Boolean(p?.marked);
          const label = [
            `第 ${i + 1} 题`,
            done ? t.legendAnswered : t.legendBlank,
            marked ? t.legendMarked : '',
            unsaved ? t.legendUnsaved : '',
          ]
            .filter(Boolean)
            .join('，');
          return (
            <Button
              key={q.id}
              size={touch ? 'lg' : 'sm'}
              px="0"
              minW="0"
              position="relative"
              overflow="hidden"
              variant={done ? 'solid' : 'outline'}
              colorPalette={done ? 'brand' : 'gray'}
              outline={i === current ? '2px solid' : undefined}
              outlineColor="blue.500"
              outlineOffset="1px"
              aria-label={label}
              aria-current={i === current ? 'step' : undefined}
              data-testid="nav-item"
              data-answered={done}
              data-marked={marked}
              onClick={() => onPick(i)}
            >
              {marked ? <MarkFlag testId="nav-mark" /> : null}
              {i + 1}
              {unsaved ? (
                <Box
                  position="absolute"
                  top="0.5"
                  right="0.5"
                  w="1.5"
                  h="1.5"
                  borderRadius="full"
                  bg="yellow.400"
                  borderWidth="1px"
                  borderColor="gray.700"
                />
              ) : null}
            </Button>
          );
        })}
      </SimpleGrid>
      <Flex gap="3" wrap="wrap">
        <Swatch bg="brand.600" border="brand.600" label={t.legendAnswered} />
        <Swatch bg="bg" border="gray.300" label={t.legendBlank} />
        <MarkedSwatch label={t.legendMarked} />
        <Swatch bg="yellow.400" border="gray.700" label={t.legendUnsaved} round />
      </Flex>
    </Stack>
  );
}
