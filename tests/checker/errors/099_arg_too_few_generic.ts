function pair<A, B>(a: A, b: B): [A, B] {
  return [a, b];
}
const p = pair(1);
