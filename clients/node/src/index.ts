// index.ts - the `secexec` package: run untrusted TypeScript in the secexec sandbox (API of the reference library `secure-exec`).
export {
  check,
  declarations,
  evaluate,
  execute,
  resume,
  type Answer,
  type CheckOptions,
  type CheckResult,
  type Diagnostic,
  type ErrorCode,
  type GuestError,
  type Limits,
  type Outcome,
  type PendingCall,
  type Permissions,
  type RunOptions,
  type RunResult,
  type SucceededResult,
  type SuspendedResult,
  type UnsuccessfulResult,
} from "./run.js";
export {
  hostFunction,
  hostFunctions,
  SUSPEND,
  type HostFunction,
  type HostFunctionDefinition,
  type HostFunctions,
  type InferOutput,
  type JsonSchema,
  type Schema,
} from "./host.js";
export { init, shutdown, SecexecRpcError, SecexecSidecarError, type InitOptions } from "./sidecar.js";
export { createVm, restoreVm, type Context, type HibernatedVm, type FileStat, type Language, type ProcessExit, type ProcessInfo, type Vm, type VmOptions, type VmRunOptions } from "./vm.js";
