interface RetryConfig { attempts: number; delayMs: number }
interface Config { url: string; retry: RetryConfig }
const cfg: Config = {
  url: "https://example.com",
  retry: { attempts: 3 },
};
console.log(cfg);
