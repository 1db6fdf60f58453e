/**
 * Leaving the app for a page the server renders (the sign session). A module of its own so that
 * tests can watch the call: jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
