// Type-only declaration blocks are erased at run time, as tsc erases them.
declare global {
  interface Window { appVersion: string }
  var buildNumber: number;
  function helper(x: number): string;
}
declare namespace Config {
  const debug: boolean;
  interface Options { verbose?: boolean }
  namespace Nested { type Id = string }
}
declare module "virtual:settings" {
  export const theme: string;
  export default function load(): void;
}
declare const external: { ready: boolean };
declare function imported(n: number): number;
declare class Sdk { connect(): void }
declare let counter: number;
declare var legacy: string;
declare enum Level { Low, High }
const opts: Config.Options = { verbose: true };
console.log("declarations erased", opts, typeof (globalThis as any).buildNumber, typeof (globalThis as any).Config);
