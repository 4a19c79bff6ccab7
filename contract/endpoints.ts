// Every call of the platform: the learner's table and the console's joined, for the server (route
// registration, OpenAPI) and the tests. The web app imports the two tables apart (the learner's
// first load carries no console call), through src/api/createGroupApi.ts.
import { consoleEndpoints } from './consoleEndpoints';
import { learnerEndpoints } from './learnerEndpoints';
import type { EndpointInfo } from './endpointKinds';

export * from './endpointKinds';
export { consoleEndpoints, learnerEndpoints };

export const endpoints = { ...learnerEndpoints, ...consoleEndpoints };

export type Endpoints = typeof endpoints;
export type GroupName = keyof Endpoints;
export type EndpointName<G extends GroupName> = keyof Endpoints[G] & string;
/** true when the endpoint needs a token: its handler's `ctx.user` is then never null */
export type AuthOf<G extends GroupName, N extends EndpointName<G>> = Endpoints[G][N] extends { auth: infer A } ? A : never;

/** Every endpoint as a flat list (OpenAPI, robustness tests). */
export const allEndpoints: readonly EndpointInfo[] = Object.values(endpoints).flatMap((g) => Object.values(g) as EndpointInfo[]);
