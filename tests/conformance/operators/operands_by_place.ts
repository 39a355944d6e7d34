// Operands read by their places (a clean pair, member access, call or binary operator of two or
// three children) and the shapes that must still be walked: comments between the parts, Unicode
// blanks around the operator, `?.` links, type arguments.
const a = 5,
  b = 3;
console.log(a + b, a /* between */ - b, a * /* after */ b, a + b);
console.log(a
  *
  b, a ** b, a % b, a < b, a >= b, a === 5 && b !== 3, a ?? b, (a as number) | b);
const o = { k: 1, "q": 2, [`z${a}`]: 3, n: { m: [10, 20] } };
const maybe: typeof o | undefined = Math.random() > 2 ? undefined : o;
console.log(o.k, o
  .q, o /* c */ .k, o.z5, maybe?.n.m[1], maybe?.n?.m?.[0], (maybe as any)?.zz?.y);
const f = (x: number) => x * 2;
const g: ((x: number) => number) | undefined = f;
console.log(f(2), g?.(3), f /* c */ (4), [1, 2, 3].map<string>((x) => String(x)).join("|"));
const { k, q: renamed, n: { m: [first] } } = o;
console.log(k, renamed, first, { k /* c */ : 7 }.k, { "k": /* c */ 8 }.k);
