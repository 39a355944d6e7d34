// exit: 1
// An error thrown in an async function that is awaited at top level ends the run.
async function work() { console.log("working"); await null; throw new RangeError("async boom"); }
await work();
console.log("not reached");
