/**
 * `@statusdeck/shared/early`: what the host's early script needs (start-early.ts) and the light parts the
 * app shares with it, without the package's main entry, so the early script carries no React, UI kit or
 * i18next. In the app's build these are the same modules the main entry uses.
 */
export { defaultRemoteManifests, remoteModuleId } from '../apps/app-manifest';
export { answerEarlyOr, forgetEarlyReads, markAppStarted } from '../http/early-reads';
export { applyStartingLanguage } from '../i18n/early-translations';
export { mountPatterns, routePatterns } from '../routes/route-patterns';
export { matchScreenPattern } from '../routes/screen-requests';
export { type AppConfig, SAME_ORIGIN_CONFIG } from './app-config-fields';
export { type EarlyStart, startEarly } from './start-early';
