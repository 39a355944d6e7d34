interface Node2 { children: Node2[] }
class Node2 { constructor(public name: string) {} }
const root = new Node2("r");
root.children = [new Node2("a")];
console.log(root.children[0].name);
abstract class Shape { abstract area(): number; }
interface Shape { label?: string }
class Sq extends Shape { area() { return 4; } }
const sq = new Sq();
sq.label = "sq";
console.log(sq.area(), sq.label);
interface Cfg { readonly id: number }
class Cfg { constructor(id: number) { (this as { id: number }).id = id; } }
console.log(new Cfg(3).id);
class Pt { x = 0; }
interface Pt { y: number }
function len(p: Pt) { return Math.hypot(p.x, p.y); }
console.log(len({ x: 3, y: 4 }));
class Acc { get v(): number { return 1; } set v(x: number | string) {} }
const a = new Acc();
a.v = "2";
const parts = { ...a };
console.log(parts);
class Gen<T> { #x?: T; get x(): T | undefined { return this.#x; } set x(v: T | (() => T)) { this.#x = typeof v === "function" ? (v as () => T)() : v; } }
const gg = new Gen<number>();
gg.x = () => 4;
gg.x = 5;
console.log(gg.x);
class Sub extends Gen<string> {}
const sb = new Sub();
sb.x = "a";
sb.x = () => "b";
console.log(sb.x);
