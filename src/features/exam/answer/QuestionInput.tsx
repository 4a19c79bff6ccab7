import { Checkbox, Input, RadioGroup, Stack } from '@chakra-ui/react';
import type { AttemptQuestion } from '@contract/exam';
import { answerTexts as t } from './texts';
import { TYPING_DEBOUNCE_MS } from './attemptSession';

// The answer as the server takes it: an option key, keys joined by commas in option order,
// 'true' / 'false', or the blank's text.

const keysOf = (answer: string) => (answer ? answer.split(',') : []);

export function QuestionInput({
  question,
  answer,
  disabled,
  onAnswer,
}: {
  question: AttemptQuestion;
  answer: string;
  disabled: boolean;
  /** the new answer (or how to make it from the one held) and how long to wait before sending it */
  onAnswer: (answer: string | ((held: string) => string), delayMs: number) => void;
}) {
  const name = `q-${question.id}`;
  switch (question.type) {
    case 'single':
    case 'judge': {
      const options =
        question.type === 'judge'
          ? [
              { key: 'true', text: t.judgeTrue },
              { key: 'false', text: t.judgeFalse },
            ]
          : question.options;
      return (
        <RadioGroup.Root
          name={name}
          value={answer || null}
          disabled={disabled}
          onValueChange={(d) => d.value && onAnswer(d.value, 0)}
          colorPalette="brand"
        >
          <Stack gap="3">
            {options.map((o) => (
              <RadioGroup.Item key={o.key} value={o.key} alignItems="flex-start" minH={{ base: '11', md: 'auto' }}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>{question.type === 'judge' ? o.text : `${o.key}. ${o.text}`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
    }
    case 'multiple': {
      const chosen = new Set(keysOf(answer));
      const toggle = (key: string, on: boolean) =>
        onAnswer((held) => {
          const next = new Set(keysOf(held));
          if (on) next.add(key);
          else next.delete(key);
          return question.options
            .map((o) => o.key)
            .filter((k) => next.has(k))
            .join(',');
        }, 0);
      return (
        <Stack gap="3">
          {question.options.map((o) => (
            <Checkbox.Root
              key={o.key}
              checked={chosen.has(o.key)}
              disabled={disabled}
              onCheckedChange={(d) => toggle(o.key, d.checked === true)}
              colorPalette="brand"
              alignItems="flex-start"
              minH={{ base: '11', md: 'auto' }}
            >
              <Checkbox.HiddenInput name={name} value={o.key} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{`${o.key}. ${o.text}`}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      );
    }
    case 'fill':
      return (
        <Input
          name={name}
          value={answer}
          maxLength={200}
          disabled={disabled}
          placeholder={t.fillPlaceholder}
          aria-label={t.fillPlaceholder}
          maxW="md"
          size={{ base: 'lg', md: 'md' }}
          onChange={(e) => onAnswer(e.target.value, TYPING_DEBOUNCE_MS)}
        />
      );
  }
}
