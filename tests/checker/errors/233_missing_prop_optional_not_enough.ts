interface Req {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}
const r: Req = { method: "GET" };
