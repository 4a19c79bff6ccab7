import { useState } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { noticeTexts as t } from './texts';

/**
 * Keyword box; the list follows the submitted keyword, not every keystroke. Not a <form>: the
 * search navigates (a router transition), and a transition started inside a submit event makes
 * React build FormData from the form, which only costs here.
 */
export function NoticeSearch({ keyword, onSearch }: { keyword: string; onSearch: (k: string) => void }) {
  const [value, setValue] = useState(keyword);
  const submit = () => onSearch(value.trim());
  return (
    <HStack gap="2" role="search">
      <Input
        aria-label={t.keyword}
        placeholder={t.keywordPlaceholder}
        value={value}
        maxLength={50}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
        size="sm"
        w={{ base: '200px', md: '280px' }}
        bg="white"
      />
      <Button size="sm" colorPalette="brand" onClick={submit}>
        {t.search}
      </Button>
      {keyword ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setValue('');
            onSearch('');
          }}
        >
          {t.clear}
        </Button>
      ) : null}
    </HStack>
  );
}
