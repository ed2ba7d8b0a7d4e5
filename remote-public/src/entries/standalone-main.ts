import { startStandalonePublicPage } from './standalone';

void startStandalonePublicPage();
