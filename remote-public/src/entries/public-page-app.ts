// The page app the lean entries render (public-ui's components; the host renders the same one).
export { PublicPageApp } from '../features/public-page/public-page-app';
