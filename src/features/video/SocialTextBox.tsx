import type { Ref } from 'react';
import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import { socialTexts as t } from './socialTexts';

/**
 * The box a discussion post or a note is written in, on the player's dark panel: the text, how many
 * characters are left (`left` below zero turns it red) and the form's submit button.
 */
export function SocialTextBox({
  value,
  onChange,
  label,
  left,
  leftTestId,
  submitLabel,
  canSubmit,
  submitting,
  boxRef,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  left: number;
  leftTestId?: string;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  boxRef?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <>
      <Textarea
        ref={boxRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        rows={3}
        bg="whiteAlpha.100"
        borderColor="whiteAlpha.400"
        _placeholder={{ color: 'whiteAlpha.600' }}
      />
      <HStack justify="space-between">
        <Text fontSize="xs" color={left < 0 ? 'brand.200' : 'whiteAlpha.700'} data-testid={leftTestId}>
          {t.remaining(left)}
        </Text>
        <Button type="submit" size="sm" minH={{ base: '44px', md: 'auto' }} colorPalette="brand" disabled={!canSubmit} loading={submitting}>
          {submitLabel}
        </Button>
      </HStack>
    </>
  );
}
