const program = ["noop", "addx 3", "addx -5", "noop"];
let x = 1, cycle = 0;
const values: number[] = [];
const tick = () => { cycle++; values.push(cycle * x); };
for (const ins of program) {
  const [op, arg] = ins.split(" ");
  tick();
  if (op === "addx") { tick(); x += parseInt(arg, 10); }
}
console.log(values.reduce((a, b) => a + b, 0), x);
