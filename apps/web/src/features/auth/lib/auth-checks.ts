/**
 * What the login and register forms check a number with: parseMobile carries libphonenumber's
 * metadata (~29 kB gzip) and ERRORS every message of the service, so they come on a chunk of
 * their own, fetched at the first touch or key press on those screens, not with the screen.
 */
export { ERRORS, parseMobile } from '@puente/domain';
