import { version } from '../../package.json';

/**
 * This code's release (package.json's version), recorded in the database by the code that
 * migrates it, so that an older instance meeting a newer schema can say which release to upgrade
 * to. A bundle (npm run build:server) carries the version it was built from.
 */
export const CODE_RELEASE: string = version;
