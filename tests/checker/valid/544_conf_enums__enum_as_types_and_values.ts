// Enums in switch statements, as Map keys, in template literals and JSON.
enum Op { Add = "+", Sub = "-", Mul = "*" }
enum Code { Ok = 200, NotFound = 404 }
const apply = (op: Op, a: number, b: number) => { switch (op) { case Op.Add: return a + b; case Op.Sub: return a - b; default: return a * b; } };
console.log([Op.Add, Op.Sub, Op.Mul].map((o) => `${3} ${o} 4 = ${apply(o, 3, 4)}`));
console.log(JSON.stringify({ op: Op.Mul, code: Code.NotFound }), Code[Code.Ok], new Map([[Code.Ok, "fine"]]).get(200));
