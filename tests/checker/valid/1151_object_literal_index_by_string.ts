// An object literal indexed by a string or number right where it is written: tsc's
// isObjectLiteralType rule gives the union of its property types and undefined, no TS7053.
// (Stored in a variable first, the literal is widened and `o[k]` is TS7053: errors/760.)
const escapeChar = (c: string): string => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c;
console.log("a<b & c".replace(/[&<>]/g, escapeChar));

const key: string = ["a", "b", "up"][1];
const idx: number = "one".length - 2;
const either: string | number = Math.random() > 2 ? 0 : "a";
const fromString: number | string | undefined = ({ a: 1, b: "x" })[key];
const fromNumber = ({ 0: "zero", 1: "one" })[idx];
const fromConst = ({ up: 1, down: -1 } as const)[key];
const fromSatisfies = ({ a: 1 } satisfies object)[either];
const label = (status: number) => ({ 200: "OK", 404: "Not Found" })[status] ?? `HTTP ${status}`;
console.log(fromString, fromNumber, fromConst, fromSatisfies, label(404), label(500));
