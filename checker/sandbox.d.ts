// ---- the secexec sandbox's globals (same as tests/checker/sandbox.d.ts)
interface Console {
  log(...data: any[]): void;
  error(...data: any[]): void;
  warn(...data: any[]): void;
  info(...data: any[]): void;
  debug(...data: any[]): void;
}
declare var console: Console;
declare const inputs: any;
