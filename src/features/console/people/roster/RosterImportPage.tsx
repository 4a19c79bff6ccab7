import { useRef, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ROSTER_COLUMNS, ROSTER_CSV_MAX, ROSTER_ROWS_MAX, type RosterImportResult } from '@contract/roster';
import { RosterApi } from '@/api/roster';
import { FormError } from '@/components/FormError';
import { buildCsv } from '@/lib/csv';
import { saveTextFile } from '@/lib/saveFile';
import { rosterTexts as t } from '../rosterTexts';
import { dataRows, readCsvFile } from './readCsvFile';
import { ImportReport } from './ImportReport';

interface Chosen {
  name: string;
  text: string;
}

/**
 * /admin/people/import (导入名册): choose the 人员 list as CSV, 检查 (the server's dry run: counts
 * and every bad row), then 导入 — offered only after a clean check of the same file.
 */
export default function RosterImportPage() {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileProblem, setFileProblem] = useState('');
  const [result, setResult] = useState<RosterImportResult | null>(null);
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [run, state] = RosterApi.useImportMutation();
  const cleanCheck = chosen !== null && checkedText === chosen.text;

  const choose = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    setCheckedText(null);
    setChosen(null);
    setFileProblem('');
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setFileProblem(t.notCsv);
    try {
      const text = await readCsvFile(file);
      if (text.length > ROSTER_CSV_MAX) return setFileProblem(t.tooLarge(ROSTER_ROWS_MAX));
      if (!text.trim()) return setFileProblem(t.empty);
      setChosen({ name: file.name, text });
    } catch {
      setFileProblem(t.unreadable);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!chosen) return;
    setFailure(null);
    try {
      const answer = await run({ csv: chosen.text, dryRun }).unwrap();
      setResult(answer);
      setCheckedText(dryRun && answer.problems.length === 0 ? chosen.text : null);
    } catch (e) {
      setResult(null);
      setFailure(e);
    }
  };

  return (
    <Stack gap="4">
      <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
        <Heading as="h1" size="lg" mb="2">
          {t.importTitle}
        </Heading>
        <Text color="gray.600" mb="3">
          {t.importIntro}
        </Text>
        <Button variant="plain" colorPalette="brand" px="0" mb="4" onClick={() => saveTextFile(buildCsv(ROSTER_COLUMNS, []), '人员.csv')}>
          {t.template}
        </Button>
        <Stack gap="3">
          <HStack gap="3" flexWrap="wrap">
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t.chooseFile}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            <Button variant="outline" onClick={() => input.current?.click()} disabled={state.isLoading}>
              {t.chooseFile}
            </Button>
            <Text data-testid="chosen-file" color={chosen ? undefined : 'gray.500'} wordBreak="break-all">
              {chosen ? t.fileChosen(chosen.name, dataRows(chosen.text)) : t.noFile}
            </Text>
          </HStack>
          {fileProblem ? (
            <Text color="brand.600" role="alert">
              {fileProblem}
            </Text>
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="brand"
              variant="outline"
              disabled={!chosen}
              loading={state.isLoading && state.originalArgs?.dryRun === true}
              loadingText={t.checking}
              onClick={() => void send(true)}
            >
              {t.check}
            </Button>
            <Button
              colorPalette="brand"
              disabled={!cleanCheck}
              loading={state.isLoading && state.originalArgs?.dryRun === false}
              loadingText={t.importing}
              onClick={() => void send(false)}
            >
              {t.doImport}
            </Button>
            {chosen && !cleanCheck && !result ? (
              <Text fontSize="sm" color="gray.600">
                {t.importNeedsCheck}
              </Text>
            ) : null}
          </HStack>
          <FormError error={failure} />
        </Stack>
      </Box>
      {result ? (
        <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
          <ImportReport result={result} />
        </Box>
      ) : null}
    </Stack>
  );
}
