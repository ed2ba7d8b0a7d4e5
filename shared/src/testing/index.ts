/**
 * `@statusdeck/shared/testing`: helpers for the apps' jest tests. Only test files import it, so no
 * production bundle contains it (it is a subpath, not part of the shared singleton's entry).
 */
export { serveApi } from './fake-api';
export {
  type ApiCall,
  type ApiRoute,
  deferredReply,
  installFakeFetch,
  makeToken,
  type Reply,
  routes,
  sentRequest,
} from './fake-fetch';
export { renderAt, renderInRouter } from './render-in-router';
export { storeSignedInUser, storeTokensWithoutUser } from './session';
export { initTestI18n } from './test-i18n';
