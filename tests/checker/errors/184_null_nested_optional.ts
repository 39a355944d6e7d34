type Tree = { value: number; left?: Tree; right?: Tree };
function leftmost(t: Tree): number {
  return t.left.value;
}
