let last;
function remember(v: number) {
  last = v;
}
function recall() {
  return last;
}
