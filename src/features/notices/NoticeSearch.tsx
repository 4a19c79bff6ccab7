import { SearchBox } from '@/components/SearchBox';
import { noticeTexts as t } from './texts';

/** The keyword search of notices and news. */
export function NoticeSearch(props: { keyword: string; onSearch: (k: string) => void }) {
  return <SearchBox {...props} label={t.keyword} placeholder={t.keywordPlaceholder} />;
}
