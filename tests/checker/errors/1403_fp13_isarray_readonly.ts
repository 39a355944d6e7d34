// Array.isArray keeps a mutable array as itself and drops a readonly one beside it; the false
// branch keeps the readonly array.
function size(path: string | string[] | readonly number[]) {
  if (Array.isArray(path)) {
    const n: number[] = path;
    return n;
  }
  const k: string = path;
  return k;
}
size([]);
