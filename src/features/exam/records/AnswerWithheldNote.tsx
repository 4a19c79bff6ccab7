import { Box } from '@chakra-ui/react';
import { recordTexts as t } from './texts';

/**
 * In place of a right answer and explanation the server withheld (answerWithheld: the question is
 * on an exam not ended that the learner may still answer, or that does not allow review), why they are not shown.
 */
export function AnswerWithheldNote() {
  return (
    <Box
      bg="gray.50"
      color="gray.700"
      borderLeftWidth="3px"
      borderLeftColor="gold.500"
      borderRadius="md"
      px="3"
      py="2"
      fontSize="sm"
      data-testid="answer-withheld"
    >
      {t.answerWithheld}
    </Box>
  );
}
