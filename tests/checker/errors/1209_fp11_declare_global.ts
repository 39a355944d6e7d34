declare global {
  interface AppConfig { name: string; retries?: number }
  var appConfig: AppConfig | undefined;
  function formatName(n: string): string;
}
const c: AppConfig = { name: "a", retry: 1 };
const n: number = formatName("x");
console.log(appConfig.name, c, n);
