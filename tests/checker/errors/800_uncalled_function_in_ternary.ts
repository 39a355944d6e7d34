// A method tested in a ternary without calling it: always true (TS2774), as in an `if`.
const rows = [{ rep: "amy", total: 3 }];
console.table ? console.log(rows) : undefined;
const fmt = (n: number) => n.toFixed(2);
const shown = fmt ? fmt(rows[0].total) : "";
const label = (s: string) => s.toUpperCase();
console.log(label ? "has label" : "none", shown);
