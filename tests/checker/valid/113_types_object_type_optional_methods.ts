interface Hooks {
  before?(): void;
  after?(result: number): void;
}
function runWith(h: Hooks, work: () => number): number {
  h.before?.();
  const r = work();
  h.after?.(r);
  return r;
}
console.log(runWith({ after: (r) => console.log("got", r) }, () => 42));
