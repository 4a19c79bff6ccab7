import { useState } from 'react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { auditTexts as t } from '../texts';
import type { AuditFilter } from './auditParams';

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text as="label" fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="2" whiteSpace="nowrap">
      {label}
      {children}
    </Text>
  );
}

/** Account, action and a date range; the list follows what 筛选 applied, not every keystroke. */
export function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (f: Omit<AuditFilter, 'page'>) => void }) {
  const [draft, setDraft] = useState({ account: filter.account, action: filter.action, from: filter.from, to: filter.to });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof draft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = () => {
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t.badRange);
      return;
    }
    setProblem(null);
    onApply({ account: draft.account.trim(), action: draft.action.trim(), from: draft.from, to: draft.to });
  };
  const onKey = (e: React.KeyboardEvent) => e.key === 'Enter' && apply();
  const any = Boolean(filter.account || filter.action || filter.from || filter.to);
  return (
    <HStack gap="3" wrap="wrap" mb="3" role="search">
      <Labelled label={t.account}>
        <Input size="sm" w="140px" bg="white" maxLength={50} value={draft.account} onChange={set('account')} onKeyDown={onKey} />
      </Labelled>
      <Labelled label={t.action}>
        <Input size="sm" w="140px" bg="white" maxLength={50} value={draft.action} onChange={set('action')} onKeyDown={onKey} />
      </Labelled>
      <Labelled label={t.from}>
        <Input size="sm" w="150px" bg="white" type="date" value={draft.from} onChange={set('from')} onKeyDown={onKey} />
      </Labelled>
      <Labelled label={t.to}>
        <Input size="sm" w="150px" bg="white" type="date" value={draft.to} onChange={set('to')} onKeyDown={onKey} />
      </Labelled>
      <Button size="sm" colorPalette="brand" onClick={apply}>
        {t.search}
      </Button>
      {any ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft({ account: '', action: '', from: '', to: '' });
            setProblem(null);
            onApply({ account: '', action: '', from: '', to: '' });
          }}
        >
          {t.reset}
        </Button>
      ) : null}
      {problem ? (
        <Text color="brand.600" fontSize="sm" role="alert" w="full">
          {problem}
        </Text>
      ) : null}
    </HStack>
  );
}
