interface Hooks { onDone?: (n: number) => void }
function run(h: Hooks) {
  h.onDone(42);
}
run({});
