import { consolePaths } from '../consolePaths';
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DevelopRecordApi } from '@/api/developRecord';
import { ListError } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { OverdueBadge } from './StepStateBadge';
import { developTexts as t } from './texts';

/**
 * 超期预警 above the list: each step past its time limit in the organiser's scope (whose, which
 * step, by when, the server's words). Nothing overdue is one quiet line; a failed load says so
 * without keeping the list below from showing.
 */
export function AlertsPanel() {
  const alerts = DevelopRecordApi.useAlertsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (alerts.isLoading) return null;
  if (alerts.isError || !alerts.data) return <ListError error={alerts.error} onRetry={() => void alerts.refetch()} />;
  if (alerts.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="develop-no-alerts">
        {t.noAlerts}
      </Text>
    );
  }
  return (
    <SectionPanel title={t.alertsTitle(alerts.data.length)}>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="develop-alerts">
        {alerts.data.map((a) => (
          <Box as="li" key={`${a.userId}:${a.stepNo}:${a.deadline}`} py="2" borderBottomWidth="1px" data-testid="develop-alert">
            <Flex gap={{ base: '1', md: '3' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
              <HStack gap="2" flexShrink={0} wrap="wrap">
                <OverdueBadge />
                <RouterLink to={consolePaths.adminDevelopPerson(a.userId)}>
                  <Text
                    as="span"
                    color="brand.700"
                    fontWeight="medium"
                    display="inline-flex"
                    alignItems="center"
                    minH={{ base: '44px', md: 'auto' }}
                  >
                    {a.name}
                  </Text>
                </RouterLink>
                <Text fontSize="sm" color="fg.muted">
                  {a.branchName}
                </Text>
              </HStack>
              <Text fontSize="sm" flexShrink={0}>
                {`${t.step(a.stepNo, a.stepName)}（${t.recorders[a.recorder]}）`}
              </Text>
              <Text fontSize="sm" color="brand.600" flexShrink={0}>
                {t.alertDeadline(a.deadline)}
              </Text>
              <Text fontSize="sm" color="fg.muted" minW="0" css={{ overflowWrap: 'anywhere' }}>
                {a.message}
              </Text>
            </Flex>
          </Box>
        ))}
      </Stack>
    </SectionPanel>
  );
}
