declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };
type Email = Brand<string, "Email">;
type Age = Brand<number, "Age">;
const tag = Symbol("tag");
interface Tagged { [tag]: string; name: string }
type Opt = { [tag]?: number; id: number };
const t: Tagged = { [tag]: "t", name: "x" };
const o: Opt = { id: 1 };
const o2: Opt = { id: 2, [tag]: 5 };
class Impl implements Tagged {
  [tag] = "impl";
  name = "n";
}
const i: Tagged = new Impl();
function email(s: string): Email { return s as Email; }
function age(n: number): Age { return n as unknown as Age; }
const e = email("a@b.c");
const len: number = e.length;
const up: string = e.toUpperCase();
const a = age(3);
const sum = a + 1;
const ages: Age[] = [age(1), age(2)].sort((x, y) => x - y);
const m = new Map<Email, Age>([[e, a]]);
console.log(t.name, t[tag], o.id, o2[tag], i.name, len, up, sum, ages, m.get(e), typeof tag);
function isEmail(s: string): s is Email { return s.includes("@"); }
const raw: string = "x@y";
if (isEmail(raw)) { const ok: Email = raw; console.log(ok); }
type Keys = keyof Opt;
const k: Keys = "id";
console.log(k);
