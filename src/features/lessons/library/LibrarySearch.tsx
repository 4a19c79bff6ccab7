import type { ReactNode } from 'react';
import { SearchBox } from '@/components/SearchBox';
import { libraryTexts as t } from './texts';

/** The title search of the course library. */
export function LibrarySearch(props: { keyword: string; onSearch: (k: string) => void; before?: ReactNode }) {
  return <SearchBox {...props} label={t.keyword} placeholder={t.keywordPlaceholder} />;
}
