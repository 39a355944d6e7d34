// Interfaces, type aliases, declare, overloads, index signatures, optional params produce no code.
interface Shape { kind: string; area(): number }
type Id = string | number;
declare const ambient: number;
function over(x: string): string;
function over(x: number): number;
function over(x: any) { return x; }
type Dict = { [k: string]: number };
const d: Dict = { a: 1 };
function opt(a: number, b?: number) { return b === undefined ? "no b" : a + b; }
const s: Shape = { kind: "sq", area: () => 4 };
const id: Id = 5;
console.log(over("s"), over(1), d, opt(1), opt(1, 2), s.kind, s.area(), id, typeof ambient === "undefined" ? "" : "");
abstract class A { abstract m(): void; declare field: number; }
console.log(Object.keys(new (class extends A { m() {} })()));
