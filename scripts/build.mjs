// `npm run build`: a production build of every app, each recording the inputs it was built from, so that a
// later `npm start` finds them up to date.
import { apps, build } from './lib/workspaces.mjs';

for (const app of apps) build(app, { onlyIfChanged: false });
