import type { ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';

/** One required password field: its label, the masked input, and its error (or `hint` while there is none). */
export function PasswordInput({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  /** shown under the error or hint, e.g. the strength of what was typed */
  children?: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <Input type="password" name={name} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {children}
    </Field.Root>
  );
}
