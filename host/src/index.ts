// The host provides every shared library eagerly, in this entry's own file (rspack.base.ts): the app starts
// as soon as this one script has arrived, with no async boundary and no second round of requests for them.
import './bootstrap';
