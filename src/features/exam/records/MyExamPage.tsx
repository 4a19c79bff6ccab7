import { useSearchParams } from 'react-router-dom';
import { PageCard } from '@/components/PageCard';
import { PageTabs } from '@/components/PageTabs';
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
      <PageTabs
        value={tab}
        onChange={select}
        tabs={[
          { value: 'records', label: t.tabRecords, content: <RecordList /> },
          { value: 'wrong', label: t.tabWrong, content: <WrongBook /> },
        ]}
      />
    </PageCard>
  );
}
