import type { ReactNode } from 'react';
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PersonDetail } from '@contract/people';
import { formatBeijing } from '../beijingTime';
import { PersonActions } from './PersonActions';
import { PersonBadges } from './PersonBadges';
import { peopleTexts, personTexts as t } from './texts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text css={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </Stack>
  );
}

/** Who the person is: name, account, branch, identity, stage, the account's state, and the actions on it. */
export function PersonHeader({ person, onChanged }: { person: PersonDetail; onChanged: () => void }) {
  const gender = person.gender === null ? '' : t.gender[person.gender];
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }} data-testid="person-header">
      <HStack gap="3" wrap="wrap" mb="3" align="center">
        <Heading as="h1" size="lg">
          {person.name}
        </Heading>
        <Text color="fg.muted">{[person.account, gender].filter(Boolean).join(' · ')}</Text>
        <PersonBadges person={person} />
      </HStack>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <Fact label={peopleTexts.heads.branch}>{person.branchName || t.none}</Fact>
        <Fact label={peopleTexts.heads.identity}>{person.identityName || t.none}</Fact>
        <Fact label={peopleTexts.heads.stage}>{person.stageName || t.noStage}</Fact>
        <Fact label={t.phone}>{person.phone || t.none}</Fact>
        <Fact label={t.lastLogin}>{person.lastLoginAt ? formatBeijing(person.lastLoginAt) : t.neverLoggedIn}</Fact>
      </Grid>
      {/* The roster actions (edit, reset password, disable) write through another group: the page asks again after each. */}
      <Box mt="3" data-testid="person-actions">
        <PersonActions person={person} onChanged={onChanged} />
      </Box>
    </Box>
  );
}
