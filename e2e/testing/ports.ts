// Fixed loopback ports, overridable, so the config, the global setup and every worker agree.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4780);
export const PUBLIC_ORIGIN_PORT = Number(process.env.E2E_PUBLIC_ORIGIN_PORT ?? APP_PORT + 1);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4725);
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
/** remote-public deployed alone on its own origin, as a CDN would serve it. */
export const PUBLIC_ORIGIN = `http://127.0.0.1:${PUBLIC_ORIGIN_PORT}`;
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? `/tmp/statusdeck-e2e-mail-${APP_PORT}`;
/** A second server, with a short access-token lifetime, for the session endurance spec. */
export const SESSIONS_APP_PORT = Number(process.env.E2E_SESSIONS_PORT ?? APP_PORT + 2);
