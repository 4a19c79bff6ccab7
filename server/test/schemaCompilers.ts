import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Every test app compiles the same route schemas; compiling them (Ajv validators and
// fast-json-stringify serialisers of some two hundred endpoints) was most of what building an app
// cost. The compiled functions keep no state, so the apps of one test file share them: the
// first app compiles, the others look them up by the schema's text and its place (body, answer).
// And a test file calls a handful of the endpoints, so a schema is compiled when a request first
// needs it, not when the app is built. (The real server compiles every schema at start, and the
// browser tests run it; server/test/schemaCompilers.test.ts compiles them all here too.)
// (At run time a compiler is called with the route: its schema, method, url and httpPart or
// httpStatus and contentType; the packages' types declare the schema alone.)
type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
interface Route {
  schema: unknown;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}
type Factory = (...args: unknown[]) => (route: Route) => unknown;
/** a validator answers true or false and leaves its errors on itself; a serialiser answers text */
type Compiled = ((data: unknown) => unknown) & { errors?: unknown };

/** `compile` runs at the first call, once; the answer stands in for what it compiles */
function onFirstCall(compile: () => Compiled): Compiled {
  let fn: Compiled | undefined;
  const call: Compiled = (data) => {
    fn ??= compile();
    const answer = fn(data);
    call.errors = fn.errors;
    return answer;
  };
  return call;
}

function cached(factory: Factory, place: (route: Route) => string): Factory {
  const compiled = new Map<string, unknown>();
  return (...args) => {
    const compile = factory(...args);
    return (route) => {
      const key = `${place(route)} ${JSON.stringify(route.schema)}`;
      let fn = compiled.get(key);
      if (!fn) compiled.set(key, (fn = onFirstCall(() => compile(route) as Compiled)));
      return fn;
    };
  };
}

export const sharedSchemaCompilers: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: cached(AjvCompiler() as unknown as Factory, (route) => route.httpPart ?? '') as unknown as Compilers['buildValidator'],
    buildSerializer: cached(
      SerializerSelector() as unknown as Factory,
      (route) => `${route.httpStatus} ${route.contentType ?? ''}`,
    ) as unknown as Compilers['buildSerializer'],
  },
};
