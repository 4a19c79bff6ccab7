/**
 * Full page loads (leaving the single-page app): the portal at '/' for other apps' users, or
 * /training2/login when no router is there. One seam, so tests can watch it (jsdom's
 * window.location cannot be replaced).
 */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
