/**
 * The WebAuthn library, loaded at the first passkey step rather than at start: with its
 * certificate parsers it is the heaviest import of a start that never signs a member in (decision 065).
 */
export const webauthnLibrary = () => import('@simplewebauthn/server');
