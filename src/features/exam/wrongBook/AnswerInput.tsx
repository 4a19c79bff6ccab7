import { Checkbox, Input, RadioGroup, Stack } from '@chakra-ui/react';
import type { ShownQuestion } from '../records/QuestionBody';
import { normaliseKeys } from './checkAnswer';
import { wrongTexts as t } from './texts';

const optionLabel = (key: string, text: string) => `${key}. ${text}`;

/** The answer control of a question type; `value` is the answer string as the server reads it. */
export function AnswerInput({
  question,
  value,
  onChange,
  disabled,
  name,
}: {
  question: ShownQuestion;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
  name: string;
}) {
  if (question.type === 'fill') {
    return (
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t.fillPlaceholder}
        aria-label={t.fillPlaceholder}
        maxW="420px"
        disabled={disabled}
      />
    );
  }
  if (question.type === 'multiple') {
    const picked = new Set(value.split(',').filter(Boolean));
    return (
      <Stack gap="2">
        {question.options.map((option) => (
          <Checkbox.Root
            key={option.key}
            checked={picked.has(option.key)}
            disabled={disabled}
            onCheckedChange={(e) => {
              const next = new Set(picked);
              if (e.checked) next.add(option.key);
              else next.delete(option.key);
              onChange(normaliseKeys([...next].join(',')));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{optionLabel(option.key, option.text)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    );
  }
  const options =
    question.type === 'judge'
      ? [
          { key: 'true', text: t.yes },
          { key: 'false', text: t.no },
        ]
      : question.options;
  return (
    <RadioGroup.Root name={name} value={value || null} onValueChange={(e) => onChange(e.value ?? '')} disabled={disabled}>
      <Stack gap="2">
        {options.map((option) => (
          <RadioGroup.Item key={option.key} value={option.key}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{question.type === 'judge' ? option.text : optionLabel(option.key, option.text)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
