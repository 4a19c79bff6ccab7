// The organiser console's endpoints (contract kind `organiser`) answer only accounts holding a
// grant, inside their scope. The check itself belongs to the organiser module (it reads grants and
// the party-organisation tree); this mark lets route registration refuse to start a server where an
// organiser endpoint's handler was not wrapped by that check, so a new endpoint cannot skip it.

export const ORGANISER_CHECKED: unique symbol = Symbol('organiserChecked');

export interface OrganiserChecked {
  [ORGANISER_CHECKED]: true;
}

export function isOrganiserChecked(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as Partial<OrganiserChecked>)[ORGANISER_CHECKED] === true;
}
