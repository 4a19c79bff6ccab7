import { useState, type FormEvent } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { noticeTexts as t } from './texts';

/** Keyword box; the list follows the submitted keyword, not every keystroke. */
export function NoticeSearch({ keyword, onSearch }: { keyword: string; onSearch: (k: string) => void }) {
  const [value, setValue] = useState(keyword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <HStack gap="2">
        <Input
          aria-label={t.keyword}
          placeholder={t.keywordPlaceholder}
          value={value}
          maxLength={50}
          onChange={(e) => setValue(e.target.value)}
          size="sm"
          w={{ base: '200px', md: '280px' }}
          bg="white"
        />
        <Button type="submit" size="sm" colorPalette="red">
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
    </form>
  );
}
