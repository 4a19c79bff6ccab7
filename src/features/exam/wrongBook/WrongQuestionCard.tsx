import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { WrongQuestion } from '@contract/userExam';
import { formatDate } from '@/lib/date';
import { answerText, pickedKeys } from '../records/answerText';
import { AnswerWithheldNote } from '../records/AnswerWithheldNote';
import { QuestionBody } from '../records/QuestionBody';
import { PracticeQuestion } from './PracticeQuestion';
import { wrongTexts as t } from './texts';

/**
 * A question the learner got wrong: how often and with what, and 再练一次. Without the right
 * answer (withheld by the server while an exam that does not allow review and uses the question
 * has not ended) there is nothing to check a practice against: the card says why instead.
 */
export function WrongQuestionCard({ question }: { question: WrongQuestion }) {
  const [practiseOpen, setPractising] = useState(false);
  const withheld = question.answerWithheld === true;
  const practising = practiseOpen && !withheld;
  const choice = question.type === 'single' || question.type === 'multiple';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="wrong-question">
      <Stack gap="3">
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {question.categoryName}
          </Badge>
          <Text>{t.wrongTimes(question.wrongCount)}</Text>
          <Text>
            {t.lastWrong} {formatDate(question.lastWrongAt, 'YYYY-MM-DD HH:mm')}
          </Text>
        </HStack>
        {/* While practising the options are the answer controls; the learner's old pick stays hidden. */}
        <QuestionBody
          question={practising ? { ...question, options: [] } : question}
          marks={{ picked: practising || !choice ? new Set() : pickedKeys(question.myAnswer) }}
        />
        {practising ? (
          <PracticeQuestion question={question} onClose={() => setPractising(false)} />
        ) : (
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm">
              {t.myLastAnswer}：
              <Text as="span" color="brand.600" fontWeight="semibold">
                {answerText(question.type, question.myAnswer)}
              </Text>
            </Text>
            {withheld ? null : (
              <Button size="sm" colorPalette="brand" onClick={() => setPractising(true)}>
                {t.practise}
              </Button>
            )}
          </HStack>
        )}
        {withheld ? <AnswerWithheldNote /> : null}
      </Stack>
    </Box>
  );
}
