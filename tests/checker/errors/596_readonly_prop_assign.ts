interface Point { readonly x: number; readonly y: number }
const p: Point = { x: 1, y: 2 };
p.x = 5;
console.log(p);
