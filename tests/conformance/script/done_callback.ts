// The test262 async harness: a top-level function found through globalThis later.
function $DONE(error?: unknown) {
  console.log(error === undefined ? "done" : "failed: " + error);
}
async function work() {
  await null;
  return 42;
}
work().then(
  (v) => {
    console.log("value", v);
    (globalThis as any).$DONE();
  },
  (e) => (globalThis as any).$DONE(e),
);
console.log(typeof (globalThis as any).$DONE);
