import { Field, Text } from '@chakra-ui/react';
import { fieldTexts as t } from './texts';

/**
 * A profile fact the organisation records (姓名, 身份, 所在党组织): shown, not edited. `hint`
 * false leaves the line out where one line says it for several facts.
 */
export function RecordedField({ label, value, testId, hint = true }: { label: string; value: string; testId?: string; hint?: boolean }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Text py="2" data-testid={testId}>
        {value}
      </Text>
      {hint ? <Field.HelperText>{t.recordedHint}</Field.HelperText> : null}
    </Field.Root>
  );
}
