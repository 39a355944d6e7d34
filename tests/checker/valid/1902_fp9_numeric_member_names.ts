// Members named by numbers in type literals and interfaces: keyof gives number literals (a quoted
// "3" stays a string), indexed access by number works, and a keyof-constrained parameter takes 404.
type Row = { 1: string; 2: number; "3": boolean; label: string };
type Key = keyof Row;
const keys: Key[] = [1, 2, "3", "label"];
const one: Row[1] = "a";
const three: Row["3"] = true;
interface Responses {
  200: { ok: true; items: string[] };
  404: { ok: false; why: string };
}
function respond<C extends keyof Responses>(code: C, body: Responses[C]): string {
  return `${code} ${JSON.stringify(body)}`;
}
console.log(respond(404, { ok: false, why: "gone" }), respond(200, { ok: true, items: ["x"] }));
const row: Row = { 1: "a", 2: 2, 3: true, label: "r" };
console.log(keys.length, one, three, row[1], row["2"], row[3]);
const picked: Pick<Row, 1 | "label"> = { 1: "z", label: "p" };
const codes: (keyof Responses)[] = [200, 404];
console.log(picked, codes.map((c) => c + 1));
