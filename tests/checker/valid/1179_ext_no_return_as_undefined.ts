// TS 5.1: a function that returns no value, where the context wants one returning exactly
// `undefined`, returns undefined (not void).
type Cleanup = () => undefined;
const cleanups: Cleanup[] = [];
function onExit(fn: Cleanup): void {
  cleanups.push(fn);
}
onExit(() => {
  console.log("closing");
});
onExit(() => {
  return;
});
const later: () => Promise<undefined> = async () => {
  console.log("async done");
};
for (const c of cleanups) c();
later().then((v) => console.log(v));
