/**
 * A closed-loop load on loopback: `connections` workers, each sending one request after another
 * for `seconds`, the pages taken in turn, over keep-alive sockets. Latency per page in ms;
 * an answer slower than `timeoutMs` counts as a timeout, a status other than 200 as an error.
 */
import http from 'node:http';

export interface PageResult {
  path: string;
  requests: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
}

function get(agent: http.Agent, url: URL, timeoutMs: number): Promise<{ status: number; ms: number } | 'timeout'> {
  return new Promise((resolve) => {
    const start = performance.now();
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }));
      response.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    });
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve('timeout');
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
  });
}

const quantile = (sorted: number[], q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

export async function runLoad(base: string, paths: string[], options: { connections: number; seconds: number; timeoutMs: number }): Promise<PageResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies = paths.map(() => [] as number[]);
  const errors = paths.map(() => 0);
  const timeouts = paths.map(() => 0);
  const end = performance.now() + options.seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const index = next++ % paths.length;
        const answer = await get(agent, new URL(paths[index]!, base), options.timeoutMs);
        if (answer === 'timeout') timeouts[index]!++;
        else if (answer.status !== 200) errors[index]!++;
        else latencies[index]!.push(answer.ms);
      }
    }),
  );
  agent.destroy();
  return paths.map((path, i) => {
    const sorted = latencies[i]!.sort((a, b) => a - b);
    return {
      path,
      requests: sorted.length,
      errors: errors[i]!,
      timeouts: timeouts[i]!,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: quantile(sorted, 1),
    };
  });
}
