import { HStack, Stack, Text } from '@chakra-ui/react';
import { PASSWORD_POLICY_TEXT, passwordStrength, STRENGTH_TEXT } from './passwordPolicy';
import { PasswordInput } from './PasswordInput';

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
      <PasswordInput
        label={labels.password}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={errors.password}
        hint={PASSWORD_POLICY_TEXT}
      >
        {password ? (
          <HStack gap="1" fontSize="xs">
            <Text color="fg.muted">密码强度：</Text>
            <Text color={STRENGTH_COLOR[strength]} fontWeight="bold" data-testid="password-strength">
              {STRENGTH_TEXT[strength]}
            </Text>
          </HStack>
        ) : null}
      </PasswordInput>
      <PasswordInput
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
      />
    </Stack>
  );
}
