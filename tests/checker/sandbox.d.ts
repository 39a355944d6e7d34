// Globals the secexec sandbox provides that TypeScript's ES2023 lib does not declare.
// The oracle runs: tsc --strict --noEmit --target ES2022 --lib ES2023 --module es2022
//   --moduleDetection force --pretty false FILE sandbox.d.ts
interface Console {
  log(...data: any[]): void;
  error(...data: any[]): void;
  warn(...data: any[]): void;
  info(...data: any[]): void;
  debug(...data: any[]): void;
}
declare var console: Console;
declare const inputs: any;
// The sandbox's structuredClone (HTML's, not in the ES2023 lib; stdlib/lib.es2023.d.ts declares it too).
declare function structuredClone<T = any>(value: T, options?: unknown): T;
