import { Fragment, useState } from 'react';
import { Box, Grid, IconButton, Table, Text } from '@chakra-ui/react';
import type { AuditEntry } from '@contract/audit';
import { auditTexts as t } from '../texts';
import { formatBeijing } from '../beijingTime';
import { prettyJson } from './auditParams';

function JsonBlock({ title, text }: { title: string; text: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted" mb="1">
        {title}
      </Text>
      <Box
        as="pre"
        fontSize="xs"
        bg="gray.50"
        borderWidth="1px"
        borderRadius="sm"
        p="2"
        overflowX="auto"
        whiteSpace="pre-wrap"
        css={{ overflowWrap: 'anywhere' }}
      >
        {prettyJson(text) || t.none}
      </Box>
    </Box>
  );
}

/** The log's page; a row opens to the values before and after, pretty-printed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const s = new Set(prev);
      if (s.has(id)) s.delete(id);
      else s.add(id);
      return s;
    });
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="audit-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="36px" />
            <Table.ColumnHeader whiteSpace="nowrap">{t.heads.at}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t.heads.who}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.role}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t.heads.action}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.target}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => {
            const expanded = open.has(e.id);
            return (
              <Fragment key={e.id}>
                <Table.Row data-testid="audit-row">
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-expanded={expanded}
                      aria-label={expanded ? t.collapse(e.id) : t.expand(e.id)}
                      onClick={() => toggle(e.id)}
                    >
                      <Box as="span" aria-hidden="true" transform={expanded ? 'rotate(90deg)' : undefined} transition="transform 0.1s">
                        ▸
                      </Box>
                    </IconButton>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatBeijing(e.at, { seconds: true })}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Text>{e.account}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {e.name}
                    </Text>
                  </Table.Cell>
                  <Table.Cell minW="160px">{e.role}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{e.action}</Table.Cell>
                  <Table.Cell minW="180px">{e.target}</Table.Cell>
                </Table.Row>
                {expanded ? (
                  <Table.Row data-testid="audit-detail">
                    <Table.Cell colSpan={6} bg="gray.50/50">
                      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                        <JsonBlock title={t.before} text={e.before} />
                        <JsonBlock title={t.after} text={e.after} />
                      </Grid>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
