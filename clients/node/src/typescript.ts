// typescript.ts - `secexec/typescript`: check, evaluate and execute (the reference library's `secure-exec/typescript`).
export { check, evaluate, execute, type CheckOptions, type CheckResult, type Diagnostic, type RunOptions, type RunResult } from "./run.js";
