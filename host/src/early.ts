// The host's early script (production builds, rspack.base.ts): a small bundle of its own, without module
// federation, that the page loads beside the app's script and runs first. It reads the configuration and,
// for a stored session on a signed-in screen, starts the screen's API reads and its remote's files while the
// app's script is still on its way (start-early.ts in shared); the app takes their answers.
import { applyStartingLanguage, startEarly } from '@statusdeck/shared/early';
import { DEFAULT_APP_CONFIG } from './app/default-app-config';
import { signedInRemoteOf } from './app/signed-in-screens';

// Before anything is shown: the page's HTML says `en`, whatever language the console will start in.
applyStartingLanguage();
void startEarly({ pathname: window.location.pathname, defaults: DEFAULT_APP_CONFIG, signedInRemoteOf });
