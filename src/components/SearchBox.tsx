import { useState, type ReactNode } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { uiTexts } from './texts';

/**
 * A keyword box whose list follows the submitted keyword, not every keystroke. Not a <form>:
 * the search navigates (a router transition), and React would build FormData from a form for a
 * transition started in its submit event. Key it by the keyword so Back shows that search's text.
 */
export function SearchBox({
  keyword,
  onSearch,
  label,
  placeholder,
  before,
}: {
  keyword: string;
  onSearch: (k: string) => void;
  /** the box's accessible name */
  label: string;
  placeholder: string;
  before?: ReactNode;
}) {
  const [value, setValue] = useState(keyword);
  const submit = () => onSearch(value.trim());
  return (
    <HStack gap="2" role="search" wrap="wrap">
      {before}
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={50}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
        size={{ base: 'lg', md: 'sm' }}
        w={{ base: 'auto', md: '280px' }}
        flex={{ base: '1', md: '0 1 auto' }}
        minW={{ base: '140px', md: '0' }}
        bg="white"
      />
      <Button size={{ base: 'lg', md: 'sm' }} colorPalette="brand" onClick={submit}>
        {uiTexts.search}
      </Button>
      {keyword ? (
        <Button
          size={{ base: 'lg', md: 'sm' }}
          variant="ghost"
          onClick={() => {
            setValue('');
            onSearch('');
          }}
        >
          {uiTexts.clear}
        </Button>
      ) : null}
    </HStack>
  );
}
