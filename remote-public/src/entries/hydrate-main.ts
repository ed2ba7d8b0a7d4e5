import { hydratePublicPage } from './hydrate';

hydratePublicPage();
