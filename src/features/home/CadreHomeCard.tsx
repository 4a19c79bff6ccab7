import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CadreIndexApi } from '@/api/cadreIndex';
import { secondsToHms } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { PersonHeader } from './PersonHeader';
import { MeCard } from './MeCard';
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
    <MeCard title={t.title} query={query} link={{ to: paths.courseLearning(), label: t.go }}>
      {(me) => (
        <>
          <PersonHeader
            name={me.name}
            avatarUrl={me.avatarUrl}
            role={[me.unit, me.identityName].filter(Boolean).join(' · ')}
            org={me.orgName}
          />
          <SimpleGrid columns={2} gap="2">
            <Figure label={t.year} value={secondsToHms(me.creditedThisYear)} />
            <Figure label={t.total} value={secondsToHms(me.creditedTotal)} />
            <Figure label={t.lessons} value={`${me.lessonsCompleted} / ${me.lessonCount}`} />
            <Figure label={t.specials} value={t.specialsValue(me.specialsInProgress, me.specialsCompleted)} />
          </SimpleGrid>
        </>
      )}
    </MeCard>
  );
}
