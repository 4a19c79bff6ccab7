// What an endpoint declaration says (its client, whether it needs a token, its path) and how a
// table of them is made. The tables: learnerEndpoints.ts (the learner's app, and the console's
// gate organiser/me) and consoleEndpoints.ts (the organiser console's groups); endpoints.ts
// joins them for the server and the tests.
export type ClientKind = 'form' | 'json' | 'multipart';

export interface EndpointKind {
  readonly client: ClientKind;
  /** false: callable without a token (login page, registration, settings) */
  readonly auth: boolean;
  /** 'system' endpoints live under /goplatform/v1/system/<name> (spec section 7) */
  readonly scope?: 'system';
  /** only for accounts holding a grant (organiser console); the server refuses everyone else */
  readonly organiser?: true;
}

export interface EndpointInfo<G extends string = string, N extends string = string> extends EndpointKind {
  readonly group: G;
  readonly name: N;
  readonly path: string;
}

// The kinds an endpoint can be. Most calls are JSON with a token.
export const json = { client: 'json', auth: true } as const;
export const jsonPublic = { client: 'json', auth: false } as const;
export const form = { client: 'form', auth: true } as const;
export const multipart = { client: 'multipart', auth: true } as const;
/** JSON with a token, for organisers only: the server checks the caller's grants before the handler */
export const organiser = { client: 'json', auth: true, organiser: true } as const;
/** form-encoded, no token, under /goplatform/v1/system/ */
export const system = { client: 'form', auth: false, scope: 'system' } as const;

export const TRAINING_API_PREFIX = '/trainingApi/v1';
export const SYSTEM_API_PREFIX = '/goplatform/v1/system';

export function endpointPath(group: string, name: string, kind: EndpointKind): string {
  return kind.scope === 'system' ? `${SYSTEM_API_PREFIX}/${name}` : `${TRAINING_API_PREFIX}/${group}/${name}`;
}

type Declared = Record<string, Record<string, EndpointKind>>;
type Expanded<D extends Declared> = {
  readonly [G in keyof D & string]: { readonly [N in keyof D[G] & string]: EndpointInfo<G, N> & D[G][N] };
};

export function expand<const D extends Declared>(declared: D): Expanded<D> {
  const out: Record<string, Record<string, EndpointInfo>> = {};
  for (const [group, names] of Object.entries(declared)) {
    out[group] = {};
    for (const [name, kind] of Object.entries(names)) {
      out[group][name] = { ...kind, group, name, path: endpointPath(group, name, kind) };
    }
  }
  return out as Expanded<D>;
}
