// Hooks and tests may take up to a minute: building the app and migrating a fresh database take
// a few hundred milliseconds on a quiet machine and many seconds on a busy one (CI shares two
// cores with other work). Time rules are tested with the server's clock (server/lib/clock.ts),
// never with these limits.
jest.setTimeout(60_000);
