import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { LEAVE_SHARE, type LearnerHours } from '@contract/training';
import { SectionPanel } from '@/components/SectionPanel';
import { trainingTexts as t } from './texts';

/** 学员学时: each learner's attended and leave 学时, those on leave above 1/7 of the class first and marked. Scrolls sideways on a phone. */
export function HoursPanel({ people }: { people: LearnerHours[] }) {
  return (
    <SectionPanel title={t.hoursTitle}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.hoursHint(LEAVE_SHARE)}
      </Text>
      {people.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t.noPeople}
        </Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm" data-testid="hours-table">
            <Table.Header>
              <Table.Row>
                {Object.entries(t.hoursHeads).map(([k, h]) => (
                  <Table.ColumnHeader key={k} whiteSpace="nowrap">
                    {h}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {people.map((p) => (
                <Table.Row key={p.userId} data-testid="hours-row">
                  <Table.Cell whiteSpace="nowrap">{p.name}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{p.account}</Table.Cell>
                  <Table.Cell minW="140px">{p.orgName}</Table.Cell>
                  <Table.Cell>{p.signed}</Table.Cell>
                  <Table.Cell>{p.attendedHours}</Table.Cell>
                  <Table.Cell>{p.leaveHours}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{p.flagged ? <Badge colorPalette="brand">{t.flagged}</Badge> : null}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </SectionPanel>
  );
}
