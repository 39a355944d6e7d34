type Op = { op: "acc" | "jmp" | "nop"; arg: number };
const prog: Op[] = "nop +0|acc +1|jmp +4|acc +3|jmp -3|acc -99|acc +1|jmp -4|acc +6".split("|").map((l) => {
  const [op, arg] = l.split(" ");
  return { op: op as Op["op"], arg: Number(arg) };
});
function run(p: Op[]): { acc: number; looped: boolean } {
  let acc = 0, pc = 0;
  const seen = new Set<number>();
  while (pc < p.length) {
    if (seen.has(pc)) return { acc, looped: true };
    seen.add(pc);
    const { op, arg } = p[pc];
    if (op === "acc") acc += arg;
    pc += op === "jmp" ? arg : 1;
  }
  return { acc, looped: false };
}
console.log(run(prog));
