interface FetchOptions {
  method?: string;
  body?: string;
  timeoutMs?: number;
}
function request(url: string, opts: FetchOptions): string {
  return `${opts.method ?? "GET"} ${url}`;
}
const o = { methd: "POST", timeout: 5 };
request("/api", o);
