import { Progress } from '@chakra-ui/react';
import { lessonTexts as t } from './texts';

/** The thin bar under a lesson's or a special's card, named by its percent. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <Progress.Root value={percent} size="xs" colorPalette="brand" aria-label={`${t.progress} ${percent}%`}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
