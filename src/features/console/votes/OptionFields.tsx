import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { VOTE_OPTIONS_MAX, VOTE_OPTIONS_MIN } from '@contract/vote';
import type { VoteOptionForm } from './voteForm';
import { voteTexts as t } from './texts';

/** The options: a name and an optional introduction each, 2 to VOTE_OPTIONS_MAX, added and removed in place. */
export function OptionFields({
  options,
  error,
  onChange,
}: {
  options: VoteOptionForm[];
  error?: string;
  onChange: (options: VoteOptionForm[]) => void;
}) {
  const set = (i: number, patch: Partial<VoteOptionForm>) => onChange(options.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  return (
    // a group, not a Field: a Field would give every input in it the field's one id and label
    <Stack as="fieldset" gap="2" border="0" p="0" m="0" minW="0" data-testid="vote-options">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {t.options}
        <Text as="span" color="fg.error" ms="1" aria-hidden>
          *
        </Text>
      </Text>
      {options.map((o, i) => (
        <Stack key={i} direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'center' }}>
          <Text fontSize="sm" color="fg.muted" minW="1.5em" flexShrink={0}>
            {i + 1}.
          </Text>
          <Input aria-label={t.optionName(i + 1)} value={o.name} flex={{ md: '2' }} onChange={(e) => set(i, { name: e.target.value })} />
          <HStack gap="2" flex={{ md: '3' }}>
            <Input
              aria-label={t.optionIntro(i + 1)}
              placeholder={t.optionIntroPlaceholder}
              value={o.intro}
              onChange={(e) => set(i, { intro: e.target.value })}
            />
            <IconButton
              aria-label={t.removeOption(i + 1)}
              variant="ghost"
              size="sm"
              minW={{ base: '44px', md: 'auto' }}
              minH={{ base: '44px', md: 'auto' }}
              disabled={options.length <= VOTE_OPTIONS_MIN}
              onClick={() => onChange(options.filter((_, k) => k !== i))}
            >
              ×
            </IconButton>
          </HStack>
        </Stack>
      ))}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '44px', md: 'auto' }}
          disabled={options.length >= VOTE_OPTIONS_MAX}
          onClick={() => onChange([...options, { name: '', intro: '' }])}
        >
          {t.addOption}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t.counter(options.length, VOTE_OPTIONS_MAX)}
        </Text>
      </HStack>
      {error ? (
        <Text fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
