import { useState } from 'react';
import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ROLE_NAMES, type Grant } from '@contract/organiser';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { OrganiserApi } from '@/api/organiser';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { SearchBox } from '@/components/SearchBox';
import { listSearch, usePageInRange, usePageParam } from '@/components/listPage';
import { useAppDispatch } from '@/store/hooks';
import { useConsole } from '../layout/consoleContext';
import { consoleTexts, grantTexts as t } from '../texts';
import { formatBeijing } from '../beijingTime';
import { GrantForm } from './GrantForm';

const PAGE_SIZE = 20;

function GrantsTable({ grants, onRevoke }: { grants: Grant[]; onRevoke: (g: Grant) => void }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="grants-table">
        <Table.Header>
          <Table.Row>
            {[t.heads.account, t.heads.name, t.heads.role, t.heads.org, t.heads.by, t.heads.at, t.heads.actions].map((h) => (
              <Table.ColumnHeader key={h} whiteSpace="nowrap">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {grants.map((g) => (
            <Table.Row key={g.id} data-testid="grant-row">
              <Table.Cell>{g.account}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{g.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{ROLE_NAMES[g.role]}</Table.Cell>
              <Table.Cell minW="160px">{g.orgName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{g.grantedBy}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatBeijing(g.grantedAt)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t.revokeLabel(g.name, ROLE_NAMES[g.role], g.orgName)}
                  onClick={() => onRevoke(g)}
                >
                  {t.revoke}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /admin/grants (授权): the grants the caller manages, searchable; a form to give one; 收回 after a confirmation. */
export default function GrantsPage() {
  const { grants: mine } = useConsole();
  const [params, setParams] = useSearchParams();
  const page = usePageParam();
  const keyword = (params.get('q') ?? '').trim();
  const list = usePageInRange(OrganiserApi.useGrantsQuery({ keyword, pageNum: page, pageSize: PAGE_SIZE }), page);
  const [revoke, revoking] = OrganiserApi.useRevokeMutation();
  const dispatch = useAppDispatch();
  const [target, setTarget] = useState<Grant | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const go = (p: number, k: string) => setParams(new URLSearchParams(listSearch(p, k, 'q').slice(1)));

  const confirmRevoke = async () => {
    if (!target) return;
    setRevokeError(null);
    try {
      await revoke({ id: target.id }).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.revoked }));
      setTarget(null);
    } catch (e) {
      setRevokeError(errorMessage(e));
    }
  };

  return (
    <Stack gap="4">
      <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
        <Heading as="h1" size="lg" mb="3">
          {consoleTexts.grants}
        </Heading>
        <Heading as="h2" size="sm" mb="2" color="fg.muted">
          {t.newGrant}
        </Heading>
        <GrantForm mine={mine} />
      </Box>
      <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
        <Box mb="3">
          <SearchBox key={keyword} keyword={keyword} onSearch={(k) => go(1, k)} label={t.searchLabel} placeholder={t.searchPlaceholder} />
        </Box>
        <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={t.empty} skeletonRows={5}>
          {(d) => (
            <>
              <GrantsTable grants={d.list} onRevoke={(g) => (setRevokeError(null), setTarget(g))} />
              <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => go(p, keyword)} />
            </>
          )}
        </QueryState>
      </Box>
      <ConfirmDialog
        open={target !== null}
        title={t.revokeTitle}
        cancelText={t.cancel}
        confirmText={t.revokeConfirm}
        loadingText={t.submitting}
        submitting={revoking.isLoading}
        error={revokeError}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setTarget(null)}
      >
        {target ? <Text>{t.revokeBody(target.name, ROLE_NAMES[target.role], target.orgName)}</Text> : null}
      </ConfirmDialog>
    </Stack>
  );
}
