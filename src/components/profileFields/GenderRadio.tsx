import { Field, HStack, RadioGroup } from '@chakra-ui/react';
import { fieldTexts as t } from './texts';

const OPTIONS = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

/** 性别 radio; null means not given. */
export function GenderRadio({ value, onChange }: { value: 1 | 2 | null; onChange: (v: 1 | 2 | null) => void }) {
  return (
    <Field.Root>
      <Field.Label>{t.gender}</Field.Label>
      <RadioGroup.Root
        name="gender"
        value={value == null ? null : String(value)}
        onValueChange={(d) => onChange(d.value === '1' ? 1 : d.value === '2' ? 2 : null)}
      >
        <HStack gap="6">
          {OPTIONS.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Field.Root>
  );
}
