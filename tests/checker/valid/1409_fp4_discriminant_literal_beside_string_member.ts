// An object literal's discriminant against a union context where another member has the property
// as `string` (`Cmd | Error`: Error's name): tsc's contextual type is the unreduced `"get" | "keys" |
// string`, so the literal stays a literal and the object matches its member.
type Cmd = { name: "get"; key: string } | { name: "keys"; pattern: string };
function parse(s: string): Cmd | Error {
  if (s.startsWith("get ")) return { name: "get", key: s.slice(4) };
  return s === "keys" ? { name: "keys", pattern: "*" } : new Error(`unknown ${s}`);
}
const c: Cmd | Error = { name: "get", key: "k" };
type Shape = { kind: "circle"; r: number } | { kind: string; label: string };
const circle: Shape = { kind: "circle", r: 1 };
const other: Shape = { kind: "blob", label: "x" };
type Flag = { on: true; since: number } | { on: boolean; reason: string };
const f: Flag = { on: true, since: 3 };
const r = parse("keys");
console.log(r instanceof Error ? r.message : r.name, c, circle, other, f);
