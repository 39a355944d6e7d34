// `let cfg: T | undefined;` without an initializer reads as its declared type (tsc's initial flow
// type for a type that admits undefined), not as `undefined`: a function that assigns it may have
// run (`load(); cfg?.a` was TS2339 on 'never').
let cfg: { a: number } | undefined;
function load() {
  cfg = { a: 1 };
}
load();
console.log(cfg?.a);
let timer: ReturnType<typeof setTimeout> | undefined;
const stop = () => {
  if (timer !== undefined) clearTimeout(timer);
};
timer = setTimeout(() => console.log("never"), 1000);
stop();
let cached: string[] | undefined;
const get = () => (cached ??= ["x"]);
get();
console.log(cached?.length ?? 0);
