// `let x!: T`, the definite assignment assertion: no TS2454 on reads (a deferred's resolve and
// reject assigned inside the Promise executor).
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
let ready!: boolean;
function init() {
  ready = true;
}
init();
const d = deferred<number>();
d.resolve(ready ? 1 : 0);
console.log(await d.promise);
