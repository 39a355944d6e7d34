// Tiny stack VM: assembler with labels, instruction union, step budget
type Instr =
  | { op: "push"; value: number }
  | { op: "add" | "sub" | "mul" | "div" | "mod" | "dup" | "swap" | "pop" | "print" | "halt" }
  | { op: "jmp" | "jz" | "jnz"; target: number }
  | { op: "load" | "store"; slot: number };

function assemble(src: string): Instr[] {
  const lines = src.split("\n").map((l) => l.replace(/;.*$/, "").trim()).filter((l) => l.length > 0);
  const labels = new Map<string, number>();
  const body: string[][] = [];
  for (const line of lines) {
    if (line.endsWith(":")) labels.set(line.slice(0, -1), body.length);
    else body.push(line.split(/\s+/));
  }
  return body.map(([op, arg], i): Instr => {
    switch (op) {
      case "push": return { op, value: Number(arg) };
      case "jmp": case "jz": case "jnz": {
        const target = labels.get(arg ?? "");
        if (target === undefined) throw new SyntaxError(`line ${i}: unknown label ${arg}`);
        return { op, target };
      }
      case "load": case "store": return { op, slot: Number.parseInt(arg, 10) };
      case "add": case "sub": case "mul": case "div": case "mod": case "dup": case "swap": case "pop": case "print": case "halt":
        return { op };
      default: throw new SyntaxError(`line ${i}: unknown op ${op}`);
    }
  });
}

function run(prog: Instr[], budget = 10_000): { out: number[]; steps: number; stack: number[] } {
  const st: number[] = [], mem: number[] = Array(8).fill(0), out: number[] = [];
  let pc = 0, steps = 0;
  const pop = (): number => {
    const v = st.pop();
    if (v === undefined) throw new Error(`stack underflow at ${pc}`);
    return v;
  };
  while (pc < prog.length) {
    if (++steps > budget) throw new Error(`budget of ${budget} steps exceeded`);
    const ins = prog[pc++];
    switch (ins.op) {
      case "push": st.push(ins.value); break;
      case "add": case "sub": case "mul": case "div": case "mod": {
        const b = pop(), a = pop();
        st.push(ins.op === "add" ? a + b : ins.op === "sub" ? a - b : ins.op === "mul" ? a * b : ins.op === "div" ? Math.trunc(a / b) : a % b);
        break;
      }
      case "dup": { const v = pop(); st.push(v, v); break; }
      case "swap": { const b = pop(), a = pop(); st.push(b, a); break; }
      case "pop": pop(); break;
      case "print": out.push(pop()); break;
      case "halt": return { out, steps, stack: st };
      case "jmp": pc = ins.target; break;
      case "jz": if (pop() === 0) pc = ins.target; break;
      case "jnz": if (pop() !== 0) pc = ins.target; break;
      case "load": st.push(mem[ins.slot]); break;
      case "store": mem[ins.slot] = pop(); break;
    }
  }
  return { out, steps, stack: st };
}
const factorialProg = `
  push 1
  store 0      ; acc
  push 10
  store 1      ; n
loop:
  load 1
  jz done
  load 0
  load 1
  mul
  store 0
  load 1
  push 1
  sub
  store 1
  jmp loop
done:
  load 0
  print
  halt
`;
console.log(run(assemble(factorialProg)));
for (const bad of ["push 1\nadd", "jmp nowhere", "frob", "l:\njmp l"]) {
  try { console.log(run(assemble(bad), 50)); } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
}
