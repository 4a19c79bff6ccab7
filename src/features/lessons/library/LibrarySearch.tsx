import { useState, type ReactNode } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { libraryTexts as t } from './texts';

/**
 * The title search of the course library. The list follows the submitted keyword, not every
 * keystroke. Not a <form>: the search navigates (a router transition), and React would build
 * FormData from a form for a transition started in its submit event.
 */
export function LibrarySearch({ keyword, onSearch, before }: { keyword: string; onSearch: (k: string) => void; before?: ReactNode }) {
  const [value, setValue] = useState(keyword);
  const submit = () => onSearch(value.trim());
  return (
    <HStack gap="2" role="search" wrap="wrap">
      {before}
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
