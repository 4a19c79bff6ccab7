import type { ReactNode } from 'react';
import { Badge, Text } from '@chakra-ui/react';
import { videoListTexts as t } from './texts';

/** The end of a video's row: how much of it is done, `children` (e.g. the share being played), and 已完成 once it is. */
export function VideoPercent({ percent, completed, children }: { percent: number; completed: boolean; children?: ReactNode }) {
  return (
    <>
      <Text minW="10" textAlign="right">
        {percent}%
      </Text>
      {children}
      {completed ? (
        <Badge colorPalette="green" variant="solid">
          {t.completed}
        </Badge>
      ) : null}
    </>
  );
}
