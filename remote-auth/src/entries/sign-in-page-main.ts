import { startSignInPage } from './sign-in-page';
import type { SignInStrings } from './sign-in-strings';

/** The screen's strings of every language, inlined by rspack.config.ts (pickSignInStrings). */
declare const __SIGN_IN_STRINGS__: SignInStrings;

void startSignInPage(__SIGN_IN_STRINGS__);
