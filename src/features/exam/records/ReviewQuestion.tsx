import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReviewedQuestion } from '@contract/exam';
import { answerText, pickedKeys } from './answerText';
import { AnswerWithheldNote } from './AnswerWithheldNote';
import { QuestionBody } from './QuestionBody';
import { recordTexts as t } from './texts';

type Result = 'correct' | 'wrong' | 'unanswered';

const RESULT_LOOK: Record<Result, { palette: string; label: string; answerColor: string }> = {
  correct: { palette: 'green', label: t.correct, answerColor: 'green.700' },
  wrong: { palette: 'red', label: t.wrong, answerColor: 'brand.600' },
  unanswered: { palette: 'orange', label: t.unanswered, answerColor: 'fg.muted' },
};

/** One question of a closed attempt: the learner's answer against the right one, and why. */
export function ReviewQuestion({ no, question }: { no: number; question: ReviewedQuestion }) {
  const choice = question.type === 'single' || question.type === 'multiple';
  // The server sends '' for a question the learner left blank: not a wrong answer, a missing one.
  const result: Result = question.correct ? 'correct' : question.myAnswer.trim() === '' ? 'unanswered' : 'wrong';
  const look = RESULT_LOOK[result];
  // The server withheld the right answer and the explanation (the question is also on an exam that
  // has not ended and does not allow review): say so where they would be.
  const withheld = question.answerWithheld === true;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="review-question" aria-label={t.questionNo(no)}>
      <Stack gap="3">
        <QuestionBody
          no={`${no}.`}
          question={question}
          marks={{
            picked: choice ? pickedKeys(question.myAnswer) : new Set(),
            right: choice && !withheld ? pickedKeys(question.rightAnswer) : undefined,
          }}
        />
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <Badge colorPalette={look.palette} data-testid="review-result" data-result={result}>
            {look.label}
          </Badge>
          <Text>
            {t.myAnswer}：
            <Text as="span" fontWeight="semibold" color={look.answerColor}>
              {answerText(question.type, question.myAnswer)}
            </Text>
          </Text>
          {withheld ? null : (
            <Text>
              {t.rightAnswer}：
              <Text as="span" fontWeight="semibold" color="green.700">
                {answerText(question.type, question.rightAnswer)}
              </Text>
            </Text>
          )}
          <Text color="fg.muted">{t.gotScore(question.gotScore, question.score)}</Text>
        </HStack>
        {withheld ? (
          <AnswerWithheldNote />
        ) : question.explanation ? (
          <Box bg="gray.50" borderRadius="md" px="3" py="2" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {t.explanation}：
            </Text>
            {question.explanation}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
