import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageCard } from '@/components/PageCard';
import { RecordList } from './RecordList';
import { WrongBook } from '../wrongBook/WrongBook';
import { recordTexts as t } from './texts';

type Tab = 'records' | 'wrong';

/** /index/my/exam: the learner's ended exams, and the wrong-question book as a second tab (?tab=wrong). */
export default function MyExamPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'wrong' ? 'wrong' : 'records';
  const select = (next: string) => {
    // The tab lives in the address: a reload or 后退 lands on the same tab; each tab starts at page 1.
    setParams(next === 'wrong' ? { tab: 'wrong' } : {}, { replace: false });
  };
  return (
    <PageCard title={t.title} ruled={false}>
      <Tabs.Root value={tab} onValueChange={(e) => select(e.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List mb="4">
          <Tabs.Trigger value="records">{t.tabRecords}</Tabs.Trigger>
          <Tabs.Trigger value="wrong">{t.tabWrong}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="records" p="0">
          <RecordList />
        </Tabs.Content>
        <Tabs.Content value="wrong" p="0">
          <WrongBook />
        </Tabs.Content>
      </Tabs.Root>
    </PageCard>
  );
}
