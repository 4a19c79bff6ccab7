import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { DocInfo, StepDetail } from '@contract/develop';
import { toastRequested } from '@/api/apiEvents';
import { DevelopApi } from '@/api/develop';
import { errorMessage } from '@/api/errors';
import { useAppDispatch } from '@/store/hooks';
import { developTexts as t } from './texts';

export type FieldValues = Record<string, string>;

export const fieldValuesOf = (step: StepDetail): FieldValues => Object.fromEntries(step.fields.map((f) => [f.key, f.value]));

/** The required fields left empty, in the document's order. */
export const missingFields = (doc: DocInfo, values: FieldValues) => doc.fields.filter((f) => f.required && !(values[f.key] ?? '').trim());

/**
 * The step's form fields (递交日期, 入党介绍人, ...): saved as a group; read-only after submit. The
 * values live with the page, so 提交 can check and save them before its confirmation; `marked`
 * says which required ones 提交 found empty.
 */
export function StepFields({
  step,
  doc,
  values,
  onChange,
  marked,
}: {
  step: StepDetail;
  doc: DocInfo;
  values: FieldValues;
  onChange: (next: FieldValues) => void;
  marked: boolean;
}) {
  const dispatch = useAppDispatch();
  const [fill, state] = DevelopApi.useFillRequirementMutation();
  const [error, setError] = useState('');
  if (doc.fields.length === 0) return null;

  if (!step.editable) {
    return (
      <Stack gap="1" data-testid="develop-fields">
        {doc.fields.map((f) => (
          <Text key={f.key} fontSize="sm">
            {f.label}：{values[f.key] || '—'}
          </Text>
        ))}
      </Stack>
    );
  }

  const save = async () => {
    setError('');
    try {
      await fill({ stepId: step.id, fields: doc.fields.map((f) => ({ key: f.key, value: values[f.key] ?? '' })) }).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.fieldsSaved }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const missing = marked ? new Set(missingFields(doc, values).map((f) => f.key)) : new Set<string>();

  return (
    <Stack gap="2" data-testid="develop-fields">
      <Text fontWeight="semibold">{t.fieldsTitle}</Text>
      <HStack gap="3" wrap="wrap" align="flex-start">
        {doc.fields.map((f) => (
          <Field.Root key={f.key} width="200px" required={f.required} invalid={missing.has(f.key)}>
            <Field.Label fontSize="sm">
              {f.label}
              {f.required ? t.required : ''}
            </Field.Label>
            <Input
              size="sm"
              type={f.kind === 'date' ? 'date' : 'text'}
              maxLength={100}
              value={values[f.key] ?? ''}
              onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
            />
            <Field.ErrorText>{t.fillField(f.label)}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button
          size="sm"
          minH={{ base: '44px', md: 'auto' }}
          variant="outline"
          colorPalette="brand"
          mt="6"
          loading={state.isLoading}
          onClick={() => void save()}
        >
          {t.saveFields}
        </Button>
      </HStack>
      {error ? (
        <Text color="brand.600" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
