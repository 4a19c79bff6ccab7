import { Field, Text } from '@chakra-ui/react';
import { fieldTexts as t } from './texts';

/** A profile fact the organisation records (身份, 所在党组织): shown, not edited. */
export function RecordedField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Text py="2" data-testid={testId}>
        {value}
      </Text>
      <Field.HelperText>{t.recordedHint}</Field.HelperText>
    </Field.Root>
  );
}
