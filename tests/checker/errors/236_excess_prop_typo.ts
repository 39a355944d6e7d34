interface Options {
  timeout: number;
  retries: number;
}
const opts: Options = { timeout: 100, retry: 3 };
