import { useOutletContext } from 'react-router-dom';
import type { Grant } from '@contract/organiser';

/** What the console's shell hands its pages: the organiser's grants (never empty inside the shell). */
export interface ConsoleContext {
  grants: Grant[];
}

export const useConsole = () => useOutletContext<ConsoleContext>();
