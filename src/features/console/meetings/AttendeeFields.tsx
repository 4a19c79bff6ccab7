import { Box, Button, Checkbox, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Res } from '@contract/index';
import { QueryState, type QueryLike } from '@/components/ListStates';
import type { ScheduleForm } from './scheduleForm';
import { meetingTexts as t } from './texts';

type Members = Res<'meeting', 'members'>;

/** Who must attend: the branch's members (the count from the server), or the people ticked in its list. */
export function AttendeeFields({
  form,
  members,
  waiting,
  error,
  onChange,
}: {
  form: ScheduleForm;
  members: QueryLike<Members>;
  /** no organisation chosen yet: nothing to list */
  waiting: boolean;
  error?: string;
  onChange: (patch: Partial<ScheduleForm>) => void;
}) {
  return (
    // a group, not a Field: a Field would give every checkbox in it the field's one id and label
    <Stack as="fieldset" gap="1.5" border="0" p="0" m="0" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {t.attendees}
        <Text as="span" color="fg.error" ms="1" aria-hidden>
          *
        </Text>
      </Text>
      {waiting ? (
        <Text fontSize="sm" color="fg.muted">
          {t.pickOrgFirst}
        </Text>
      ) : (
        <QueryState query={members} isEmpty={() => false} skeletonRows={2}>
          {(m) => {
            const chosen = new Set(form.chosen);
            const toggle = (id: number, on: boolean) =>
              onChange({ chosen: m.list.map((p) => p.id).filter((x) => (x === id ? on : chosen.has(x))) });
            return (
              <Stack gap="3" w="full">
                <RadioGroup.Root
                  value={form.everyone ? 'everyone' : 'chosen'}
                  onValueChange={(e) => onChange({ everyone: e.value === 'everyone' })}
                  colorPalette="brand"
                >
                  <Stack gap="2" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
                    <RadioGroup.Item value="everyone" minH={{ base: '44px', md: 'auto' }}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t.everyone(m.orgName, m.list.length)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <RadioGroup.Item value="chosen" minH={{ base: '44px', md: 'auto' }} ms={{ md: '6' }}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t.chosen}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </Stack>
                </RadioGroup.Root>
                {form.everyone ? null : (
                  <Box borderWidth="1px" borderRadius="md" p="3" data-testid="attendee-picker">
                    <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
                      <Text fontSize="sm" color="fg.muted">
                        {t.chosenCount(form.chosen.length, m.list.length)}
                      </Text>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          minH={{ base: '44px', md: 'auto' }}
                          onClick={() => onChange({ chosen: m.list.map((p) => p.id) })}
                        >
                          {t.selectAll}
                        </Button>
                        <Button size="xs" variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={() => onChange({ chosen: [] })}>
                          {t.selectNone}
                        </Button>
                      </HStack>
                    </HStack>
                    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="1" maxH="280px" overflowY="auto">
                      {m.list.map((p) => (
                        <Checkbox.Root
                          key={p.id}
                          checked={chosen.has(p.id)}
                          onCheckedChange={(e) => toggle(p.id, e.checked === true)}
                          colorPalette="brand"
                          minH={{ base: '44px', md: '32px' }}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {p.name}
                            <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                              {p.identity}
                            </Text>
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </SimpleGrid>
                  </Box>
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
      {error ? (
        <Text fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
