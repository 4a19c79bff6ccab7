import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { FormError } from '@/components/FormError';
import { CaptchaField } from './CaptchaField';
import { mailTexts as t } from './texts';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';

const RESEND_SECONDS = 60;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Image captcha + 获取验证码 button: sends a 6-digit code to `email` for `purpose`, then
 * waits 60 s (or the server's resendIn) before another may be sent.
 */
export function SendMailCode({
  email,
  account,
  purpose,
  beforeSend,
  active = true,
}: {
  email: string;
  account?: string;
  purpose: 'register' | 'forgetPwd';
  /**
   * Checks the fields sending needs and shows their messages beside them; returns a message when
   * they are not ready. That message belongs to those fields: it is not repeated here.
   */
  beforeSend: () => string | null;
  /** false while the form is rendered hidden: its captcha is fetched when it is shown */
  active?: boolean;
}) {
  const captcha = useCaptcha(active);
  const [captchaCode, setCaptchaCode] = useState('');
  const [invalid, setInvalid] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [send, { isLoading, error, reset }] = UserApi.useSendMailMutation();
  // The server's refusal (发送过于频繁, 图形验证码错误 ...) is about what was sent: it shows while
  // the address and account are those it was sent for, and goes once a new image code is typed.
  const target = `${email.trim()}\n${account?.trim() ?? ''}`;
  const [askedFor, setAskedFor] = useState(target);
  const onCaptchaCode = (value: string) => {
    setCaptchaCode(value);
    if (value.trim()) setInvalid('');
    if (error) reset();
  };
  const { left, start } = useCountdown();

  const onSend = async () => {
    const fieldsProblem = beforeSend();
    const captchaProblem = fieldsProblem || captchaCode.trim() ? '' : '请输入图形验证码';
    setInvalid(captchaProblem);
    if (fieldsProblem || captchaProblem) return;
    reset();
    setAskedFor(target);
    try {
      const result = await send({
        email: email.trim(),
        purpose,
        account: account?.trim() || undefined,
        captchaId: captcha.captchaId,
        captchaCode: captchaCode.trim(),
      }).unwrap();
      setSentTo(email.trim());
      start(result.resendIn > 0 ? result.resendIn : RESEND_SECONDS);
    } catch {
      // shown by <FormError>; the old captcha is used up either way
    }
    setCaptchaCode('');
    captcha.refresh();
  };

  return (
    <Stack gap="2">
      {/* the button beside the captcha, not under it: the dialogs fit a 1366x768 screen. On a phone
          the captcha takes the whole line and the button wraps under it, full width (beside it the
          captcha's input was too narrow to type in). A wrapping row rather than a responsive stack
          direction: Chromium 83, which has no flex gap, laid that out 12 px taller on the desktop. */}
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <Box flex="1" minW={{ base: '100%', md: '0' }}>
          <CaptchaField captcha={captcha} value={captchaCode} onChange={onCaptchaCode} invalid={invalid} />
        </Box>
        <Button
          variant="outline"
          onClick={() => void onSend()}
          disabled={left > 0}
          loading={isLoading}
          flexShrink={0}
          w={{ base: 'full', md: 'auto' }}
          mb={invalid ? { base: '0', md: '22px' } : '0'}
        >
          {left > 0 ? t.resend(left) : t.send}
        </Button>
      </HStack>
      {sentTo && left > 0 ? (
        <Text fontSize="sm" color="green.600">
          {purpose === 'forgetPwd' ? t.sentIfMatched : t.sent}
        </Text>
      ) : null}
      <FormError error={askedFor === target ? error : null} />
    </Stack>
  );
}
