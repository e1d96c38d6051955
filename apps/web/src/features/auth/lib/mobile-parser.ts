/**
 * parseMobile carries libphonenumber's metadata (~29 kB gzip), so it is loaded on its own chunk
 * as soon as a login or register screen opens, not with the screen itself.
 */
export { parseMobile } from '@puente/domain';
