/** Bundled for Chromium: exposes the suite to the page the Node driver opens. */
import type { Distributions } from './generate.ts';
import { runSuite, type SuiteOptions } from './suite.ts';

declare global {
  interface Window {
    runFilterSuite(d: Distributions, options: SuiteOptions): ReturnType<typeof runSuite>;
  }
}

window.runFilterSuite = (d, options) => {
  // performance.memory leaves ArrayBuffers out and gave unstable figures between runs: no heap
  // figure from Chromium (the Node one is the index memory to read).
  const memory = { used: () => Number.NaN };
  return runSuite(
    'chromium',
    d,
    options,
    memory,
    () => performance.now(),
    (line) => console.log(line),
  );
};
