import { HStack, Text } from '@chakra-ui/react';
import { PartyIndexApi } from '@/api/partyIndex';
import { ExamStatusSummary } from '@/components/exam/ExamStatusSummary';
import { ContinueStudy } from './ContinueStudy';
import { GraduationSummary } from './GraduationSummary';
import { PersonHeader } from './PersonHeader';
import { MeCard } from './MeCard';
import { WorkStatusSummary } from './WorkStatusSummary';
import { homeTexts as t } from './texts';
import { paths } from '@/lib/paths';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" fontSize="sm" gap="3">
      <Text color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text textAlign="right" truncate title={value}>
        {value || '—'}
      </Text>
    </HStack>
  );
}

/** Who the learner is: name, organisation, identity and stage; and the video to continue. */
export function LearnerCard() {
  const query = PartyIndexApi.useUserInfoQuery();
  return (
    <MeCard title={t.me} query={query} link={{ to: paths.profile(), label: t.profile }}>
      {(me) => (
        <>
          <PersonHeader name={me.name} avatarUrl={me.avatarUrl} role={me.identityName} />
          <Line label={t.org} value={me.orgName} />
          <Line label={t.partyStatus} value={me.partyStatusText} />
          <Line label={t.stage} value={[me.phaseName, me.stageName].filter(Boolean).join(' · ')} />
          <ContinueStudy />
          <ExamStatusSummary />
          <WorkStatusSummary />
          <GraduationSummary />
        </>
      )}
    </MeCard>
  );
}
