import { consolePaths } from '../consolePaths';
import { Box, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PersonRow } from '@contract/people';
import { PersonBadges } from './PersonBadges';
import { peopleTexts as t } from './texts';

/** One page of learners; the name opens the person's page with the list's filters carried along (`search`). */
export function PeopleTable({ rows, search }: { rows: PersonRow[]; search: string }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="people-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.heads.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.account}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.branch}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.identity}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.stage}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.status}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((p) => (
            <Table.Row key={p.id} data-testid="person-row">
              <Table.Cell whiteSpace="nowrap">
                <RouterLink to={`${consolePaths.adminPerson(p.id)}${search}`} aria-label={t.open(p.name)}>
                  <Text as="span" color="brand.700" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                    {p.name}
                  </Text>
                </RouterLink>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{p.account}</Table.Cell>
              <Table.Cell minW="160px">{p.branchName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{p.identityName}</Table.Cell>
              <Table.Cell minW="160px">{p.stageName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {p.status === 1 && !p.defaultPassword ? <Text color="fg.muted">{t.active}</Text> : <PersonBadges person={p} />}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
