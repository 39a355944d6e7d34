// An enum member written out is a fresh literal: in a mutable place (let, object property, array
// element, inferred return type) it widens to its enum, so a state variable can change state.
const enum St { Start, Int, Frac, Done }
enum Color { Red = "red", Green = "green" }
let st = St.Start;
for (const c of "12.5") {
  if (st === St.Start) st = St.Int;
  else if (c === ".") st = St.Frac;
}
st = St.Done;
const cell = { color: Color.Red, n: 0 };
cell.color = Color.Green;
const history = [St.Start];
history.push(St.Frac);
function initial() { return Color.Red; }
let c2 = initial();
c2 = Color.Green;
const first = St.Int;
let copy = first;
copy = St.Done;
let pick = Math.random() > 2 ? Color.Red : Color.Green;
pick = Color.Red;
console.log(st, cell.color, history, c2, copy, pick);
