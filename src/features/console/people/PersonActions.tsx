import type { JSX } from 'react';
import type { PersonDetail } from '@contract/people';

// Placeholder until the roster helper's PersonActions (edit, reset password, disable) is merged:
// the lead takes their file in place of this one.
export function PersonActions({ person }: { person: PersonDetail }): JSX.Element | null {
  void person;
  return null;
}
