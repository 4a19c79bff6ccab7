import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CadreIndexApi } from '@/api/cadreIndex';
import { QueryState } from '@/components/ListStates';
import { secondsToHms } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { PersonHeader } from './PersonHeader';
import { SectionCard } from './SectionCard';
import { cadreCardTexts as t } from './texts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" bg="gray.50" borderRadius="md" p="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

/** The cadre's card (cadreIndex/userInfo): unit and identity, credited time, lessons and specials. */
export function CadreHomeCard() {
  const query = CadreIndexApi.useUserInfoQuery();
  return (
    <SectionCard title={t.title}>
      <QueryState query={query} isEmpty={() => false} skeletonRows={4}>
        {(me) => (
          <Stack gap="3">
            <PersonHeader name={me.name} avatarUrl={me.avatarUrl} role={[me.unit, me.identityName].filter(Boolean).join(' · ')} org={me.orgName} />
            <SimpleGrid columns={2} gap="2">
              <Figure label={t.year} value={secondsToHms(me.creditedThisYear)} />
              <Figure label={t.total} value={secondsToHms(me.creditedTotal)} />
              <Figure label={t.lessons} value={`${me.lessonsCompleted} / ${me.lessonCount}`} />
              <Figure label={t.specials} value={t.specialsValue(me.specialsInProgress, me.specialsCompleted)} />
            </SimpleGrid>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={paths.courseLearning()}>{t.go}</RouterLink>
            </Button>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
