import { chakra, Field, HStack, Image, Input, Skeleton } from '@chakra-ui/react';
import type { CaptchaState } from './useCaptcha';
import { loginTexts } from './texts';

/** 验证码 input beside its SVG image; clicking the image loads a new one. */
export function CaptchaField({
  captcha,
  value,
  onChange,
  invalid,
}: {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  invalid?: string;
}) {
  return (
    <Field.Root invalid={!!invalid} required>
      <Field.Label>{loginTexts.captcha}</Field.Label>
      <HStack width="full" gap="3">
        <Input
          name="captchaCode"
          autoComplete="off"
          maxLength={10}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <chakra.button
          type="button"
          flexShrink={0}
          width="120px"
          height="40px"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          cursor="pointer"
          title={loginTexts.captchaRefresh}
          onClick={captcha.refresh}
          data-testid="captcha-refresh"
        >
          {captcha.image ? (
            <Image src={captcha.image} alt={loginTexts.captchaAlt} width="120px" height="40px" />
          ) : (
            <Skeleton width="120px" height="40px" />
          )}
        </chakra.button>
      </HStack>
      {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
    </Field.Root>
  );
}
