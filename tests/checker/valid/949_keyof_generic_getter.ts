function get<T, K extends keyof T>(o: T, k: K): T[K] {
  return o[k];
}
const cfg = { port: 8080, host: "localhost", tls: false };
const port: number = get(cfg, "port");
const host: string = get(cfg, "host");
console.log(port + 1, host.length, get(cfg, "tls"));
