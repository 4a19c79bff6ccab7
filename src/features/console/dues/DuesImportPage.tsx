import '../consoleApis';
import { consolePaths } from '../consolePaths';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { DUES_IMPORT_COLUMNS, DUES_IMPORT_CSV_MAX, type DuesImportProblem } from '@contract/dues';
import type { Res } from '@contract/index';
import { isApiError } from '@/api/apiError';
import { DuesApi } from '@/api/dues';
import { FormError } from '@/components/FormError';
import { PageCard } from '@/components/PageCard';
import { buildCsv } from '@/lib/csv';
import { saveTextFile } from '@/lib/saveFile';
import { readCsvFile } from '../people/roster/readCsvFile';
import { duesTexts as t } from './texts';

// /admin/dues/import: the finance office's CSV, all or nothing. The server checks every line; when
// any is wrong it names each line and what to fix (the refusal's data), and nothing is written.

const TEMPLATE_HEADS = Object.values(DUES_IMPORT_COLUMNS).map((names) => names[0]);

/** the problems a refused import lists, when the refusal carries them */
export function problemsOf(error: unknown): DuesImportProblem[] {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return [];
  const list = (error.data as { problems?: unknown }).problems;
  return Array.isArray(list) ? (list as DuesImportProblem[]) : [];
}

function Problems({ list }: { list: DuesImportProblem[] }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" color="brand.700">
        {t.problemsTitle}
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" data-testid="import-problems">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="64px">{t.line}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.problem}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((p, i) => (
              <Table.Row key={`${p.line}-${i}`}>
                <Table.Cell>{p.line}</Table.Cell>
                <Table.Cell>{p.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

export default function DuesImportPage() {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; text: string } | null>(null);
  const [fileProblem, setFileProblem] = useState('');
  const [done, setDone] = useState<Res<'dues', 'import'> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [run, state] = DuesApi.useImportMutation();
  const problems = problemsOf(failure);

  const choose = async (file: File | undefined) => {
    setDone(null);
    setFailure(null);
    setChosen(null);
    setFileProblem('');
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setFileProblem(t.notCsv);
    try {
      const text = await readCsvFile(file);
      if (text.length > DUES_IMPORT_CSV_MAX) return setFileProblem(t.tooLarge);
      setChosen({ name: file.name, text });
    } catch {
      setFileProblem(t.unreadable);
    }
  };

  const send = async () => {
    if (!chosen) return;
    setFailure(null);
    setDone(null);
    try {
      setDone(await run({ csv: chosen.text }).unwrap());
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <PageCard
      title={t.importTitle}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePaths.adminDues()}>{t.back}</RouterLink>
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t.importIntro}
        </Text>
        <Box>
          <Button variant="plain" colorPalette="brand" px="0" onClick={() => saveTextFile(buildCsv(TEMPLATE_HEADS, []), '党费.csv')}>
            {t.template}
          </Button>
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={t.chooseFile}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={() => input.current?.click()} disabled={state.isLoading}>
            {t.chooseFile}
          </Button>
          <Text data-testid="chosen-file" color={chosen ? undefined : 'fg.muted'} wordBreak="break-all">
            {chosen ? t.fileChosen(chosen.name) : t.noFile}
          </Text>
          <Button
            colorPalette="brand"
            minH={{ base: '44px', md: 'auto' }}
            disabled={!chosen}
            loading={state.isLoading}
            loadingText={t.importing}
            onClick={() => void send()}
          >
            {t.doImport}
          </Button>
        </HStack>
        {fileProblem ? (
          <Text color="brand.600" role="alert">
            {fileProblem}
          </Text>
        ) : null}
        {problems.length ? <Problems list={problems} /> : <FormError error={failure} />}
        {done ? (
          <Alert.Root status="success" data-testid="import-done">
            <Alert.Indicator />
            <Alert.Title>{t.imported(done)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </PageCard>
  );
}
