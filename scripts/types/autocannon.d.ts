// Minimal types for the parts of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string }[];
    /** Worker threads that run the clients (the calling thread only aggregates). */
    workers?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
