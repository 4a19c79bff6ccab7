// The browser routes' paths live in the contract (contract/ssoPaths.ts), which the web app shares;
// re-exported here for the server's own modules and tests.
export * from '../../../contract/ssoPaths';
