// `npm run bench`: production build time, a restart's time (restart.ts), the JavaScript the sign-in screen downloads, API throughput
// against a bare Fastify route, the public read path under load (public-throughput.ts) and the public
// page's paint on a slow phone (public-lcp.ts), the console's (console-lcp.ts: sign-in, dashboard, components screen), static reads during a sign-in storm, and the incident notification
// fan-out (enqueue time, delivery rate to loopback SMTP). Prints figures only;
// nothing here passes or fails on timing. BENCH_SECONDS sets each throughput run (default 5).
import { cpus } from 'node:os';
import { benchApiThroughput, printApiThroughput } from './api-throughput';
import { benchBuild } from './build-time';
import { benchBundles } from './bundle-size';
import { benchConsoleLcp, printConsoleLcp } from './console-lcp';
import { benchFanOut, printFanOut } from './fanout';
import { benchLoginStorm, printLoginStorm } from './login-storm';
import { benchPublicLcp, printPublicLcp } from './public-lcp';
import { benchPublicThroughput, printPublicThroughput } from './public-throughput';
import { benchRestart, printRestart } from './restart';

const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main() {
  console.log(
    `Statusdeck benchmarks — Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}\n`,
  );

  if (!process.argv.includes('--no-build')) {
    console.log(`Full production build (all apps + server, from clean): ${fixed(benchBuild())} s\n`);
  }

  printRestart(await benchRestart());
  console.log('');

  console.log('JavaScript downloaded (Chromium, production build):');
  for (const row of await benchBundles(Number(process.env.BENCH_PORT ?? 4870))) {
    console.log(
      `  ${row.screen}: ${row.scripts} scripts, ${fixed(row.rawKiB)} KiB raw, ${fixed(row.gzipKiB)} KiB gzipped`,
    );
  }

  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  console.log('');
  printApiThroughput(await benchApiThroughput(seconds), seconds);

  console.log('');
  printPublicThroughput(await benchPublicThroughput(seconds));

  console.log('');
  printPublicLcp(await benchPublicLcp());

  console.log('');
  printConsoleLcp(await benchConsoleLcp());

  console.log('');
  printLoginStorm(await benchLoginStorm());

  console.log('');
  printFanOut(await benchFanOut());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
