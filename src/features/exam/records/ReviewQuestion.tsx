import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReviewedQuestion } from '@contract/exam';
import { answerText, pickedKeys } from './answerText';
import { QuestionBody } from './QuestionBody';
import { recordTexts as t } from './texts';

/** One question of a closed attempt: the learner's answer against the right one, and why. */
export function ReviewQuestion({ no, question }: { no: number; question: ReviewedQuestion }) {
  const choice = question.type === 'single' || question.type === 'multiple';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="review-question" aria-label={t.questionNo(no)}>
      <Stack gap="3">
        <QuestionBody
          no={`${no}.`}
          question={question}
          marks={{ picked: choice ? pickedKeys(question.myAnswer) : new Set(), right: choice ? pickedKeys(question.rightAnswer) : undefined }}
        />
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <Badge colorPalette={question.correct ? 'green' : 'red'}>{question.correct ? t.correct : t.wrong}</Badge>
          <Text>
            {t.myAnswer}：
            <Text as="span" fontWeight="semibold" color={question.correct ? 'green.700' : 'brand.600'}>
              {answerText(question.type, question.myAnswer)}
            </Text>
          </Text>
          <Text>
            {t.rightAnswer}：
            <Text as="span" fontWeight="semibold" color="green.700">
              {answerText(question.type, question.rightAnswer)}
            </Text>
          </Text>
          <Text color="fg.muted">{t.gotScore(question.gotScore, question.score)}</Text>
        </HStack>
        {question.explanation ? (
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
