import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';

export interface PageTab<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

/** A page's line tabs (e.g. inside a PageCard); a tab's content is mounted only while it is chosen. */
export function PageTabs<V extends string>({ value, onChange, tabs }: { value: V; onChange: (value: string) => void; tabs: PageTab<V>[] }) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
      {/* on a phone the tabs are a strip that scrolls sideways inside its own box */}
      <Tabs.List mb="4" overflowX={{ base: 'auto', md: 'visible' }} overflowY={{ base: 'hidden', md: 'visible' }}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} minH={{ base: '44px', md: 'auto' }}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} p="0">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
