// The chain may have stopped early when its comparand may itself be nullish: `!== null` (undefined
// stays possible), `=== undefined`, or a comparand that may be undefined.
interface Limits {
  concurrency?: number;
}
declare const limits: Limits | undefined;
declare const maybe: number | undefined;
if (limits?.concurrency !== null) console.log(limits.concurrency);
if (limits?.concurrency === undefined) console.log(limits.concurrency);
if (limits?.concurrency === maybe) console.log(limits.concurrency);
if (limits?.concurrency != 3) console.log(limits.concurrency);
