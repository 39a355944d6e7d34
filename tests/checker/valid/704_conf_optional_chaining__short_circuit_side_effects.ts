// Short-circuiting skips argument evaluation and further chain links entirely.
let evaluated = 0;
const arg = () => { evaluated++; return 1; };
const n: any = null;
n?.method(arg());
n?.a.b.c(arg());
n?.[arg()];
console.log(evaluated);
const obj: any = { method: (x: number) => x + evaluated };
console.log(obj?.method(arg()), evaluated);
