async function load(): Promise<Map<string, number[]>> {
  return new Map([["a", [1, 2]]]);
}
load().then((m) => {
  for (const [k, vs] of m) console.log(k, vs.reduce((x, y) => x + y, 0));
});
