import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PASSWORD_POLICY_TEXT, passwordStrength, STRENGTH_TEXT } from './passwordPolicy';

const STRENGTH_COLOR = { weak: 'brand.600', medium: 'yellow.700', strong: 'green.600' } as const;

/** 新密码 + 确认 inputs with the policy and a strength hint. */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  labels,
}: {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  errors: { password?: string; confirm?: string };
  labels: { password: string; confirm: string };
}) {
  const strength = passwordStrength(password);
  return (
    <Stack gap="4">
      <Field.Root invalid={!!errors.password} required>
        <Field.Label>{labels.password}</Field.Label>
        <Input
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
        {errors.password ? (
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        ) : (
          <Field.HelperText>{PASSWORD_POLICY_TEXT}</Field.HelperText>
        )}
        {password ? (
          <HStack gap="1" fontSize="xs">
            <Text color="fg.muted">密码强度：</Text>
            <Text color={STRENGTH_COLOR[strength]} fontWeight="bold" data-testid="password-strength">
              {STRENGTH_TEXT[strength]}
            </Text>
          </HStack>
        ) : null}
      </Field.Root>
      <Field.Root invalid={!!errors.confirm} required>
        <Field.Label>{labels.confirm}</Field.Label>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
        />
        {errors.confirm ? <Field.ErrorText>{errors.confirm}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
