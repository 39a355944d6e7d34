declare global {
  interface AppConfig { name: string; retries?: number }
  var appConfig: AppConfig | undefined;
  function formatName(n: string): string;
  type Id = string & { readonly __id: true };
}
function useConfig(c: AppConfig) { return c.name + (c.retries ?? 0); }
const cfg = (globalThis as any).appConfig as AppConfig | undefined;
console.log(cfg ? useConfig(cfg) : "none");
const maybe: typeof appConfig = undefined;
function mk(s: string): Id { return s as Id; }
console.log(maybe, mk("a"));
