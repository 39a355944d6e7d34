// `t?.kind === "op"` (or `!== "op"` then leaving) narrows t itself: a nullish t gives undefined,
// which is not "op", so t is the "op" member.
type Token = { kind: "num"; value: number } | { kind: "op"; op: "+" | "-" } | { kind: "end" };
function sum(tokens: Token[]): number {
  let pos = 0;
  let total = 0;
  let sign = 1;
  for (;;) {
    const t: Token | undefined = tokens[pos++];
    if (t?.kind === "num") total += sign * t.value;
    if (t?.kind !== "op") {
      if (t === undefined || t.kind === "end") break;
      continue;
    }
    sign = t.op === "-" ? -1 : 1;
  }
  return total;
}
function firstOp(t: Token | null): string {
  if (t?.kind == "op") return t.op;
  return "none";
}
console.log(sum([{ kind: "num", value: 3 }, { kind: "op", op: "-" }, { kind: "num", value: 1 }]), firstOp(null));
