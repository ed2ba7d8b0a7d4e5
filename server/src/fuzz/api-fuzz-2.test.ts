import { fuzzLane } from './run-fuzz';

// One lane of the API fuzz run (run-fuzz.ts); the lanes run on separate jest workers at once.
fuzzLane(2);
