interface Hooks {
  onDone?: (result: number) => void;
}
function finish(h: Hooks): void {
  h.onDone(1);
}
