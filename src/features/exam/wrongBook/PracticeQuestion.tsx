import { useState } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { answerText } from '../records/answerText';
import type { ShownQuestion } from '../records/QuestionBody';
import { AnswerInput } from './AnswerInput';
import { isRightAnswer } from './checkAnswer';
import { wrongTexts as t } from './texts';

export interface PractisedQuestion extends ShownQuestion {
  questionId: number;
  rightAnswer: string;
  accepted?: readonly string[];
  explanation: string;
}

/** Answer a wrong question again; checked here against the right answer that came with it. */
export function PracticeQuestion({ question, onClose }: { question: PractisedQuestion; onClose: () => void }) {
  const [answer, setAnswer] = useState('');
  const [checked, setChecked] = useState<boolean | null>(null);
  const [hint, setHint] = useState(false);
  const submit = () => {
    if (!answer.trim()) {
      setHint(true);
      return;
    }
    setHint(false);
    setChecked(isRightAnswer(question.type, answer, question.rightAnswer, question.accepted));
  };
  const again = () => {
    setAnswer('');
    setChecked(null);
  };
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="practice">
      <AnswerInput
        question={question}
        value={answer}
        onChange={setAnswer}
        disabled={checked !== null}
        name={`practice-${question.questionId}`}
      />
      {hint ? (
        <Text color="brand.600" fontSize="sm" role="alert">
          {t.chooseFirst}
        </Text>
      ) : null}
      {checked !== null ? (
        <Alert.Root status={checked ? 'success' : 'error'} alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{checked ? t.right : t.wrong}</Alert.Title>
            <Alert.Description>
              <Box>
                {t.rightAnswer}：{answerText(question.type, question.rightAnswer)}
              </Box>
              {question.explanation ? (
                <Box mt="1">
                  {t.explanation}：{question.explanation}
                </Box>
              ) : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <HStack gap="2">
        {checked === null ? (
          <Button size="sm" colorPalette="brand" onClick={submit}>
            {t.check}
          </Button>
        ) : (
          <Button size="sm" colorPalette="brand" variant="outline" onClick={again}>
            {t.retry}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </HStack>
    </Stack>
  );
}
