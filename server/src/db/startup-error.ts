/** A reason the server cannot start that the operator can fix; server.ts prints only its message. */
export class StartupError extends Error {}
