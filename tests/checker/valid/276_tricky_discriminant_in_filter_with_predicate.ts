type Ev = { kind: "a"; n: number } | { kind: "b"; s: string };
const evs: Ev[] = [
  { kind: "a", n: 1 },
  { kind: "b", s: "x" },
];
const onlyA = evs.filter((e): e is Extract<Ev, { kind: "a" }> => e.kind === "a");
console.log(onlyA.map((e) => e.n));
