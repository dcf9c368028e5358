/** Bundled for Chromium: exposes the suite to the page the Node driver opens. */
import type { Distributions } from './generate.ts';
import { runSuite, type SuiteOptions } from './suite.ts';

declare global {
  interface Window {
    runFilterSuite(d: Distributions, options: SuiteOptions): ReturnType<typeof runSuite>;
    gc?: () => void;
  }
}

window.runFilterSuite = (d, options) => {
  const memory = {
    used() {
      window.gc?.();
      return (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
    },
  };
  return runSuite('chromium', d, options, memory, () => performance.now(), (line) => console.log(line));
};
