// `keyof typeof E` of a numeric enum is its member names: the reverse mapping's number index
// signature is not a key (tsc skips enumNumberIndexInfo), so string methods apply.
enum Perm { None = 0, Read = 1 << 0, Write = 1 << 1 }
type PermName = keyof typeof Perm;
const names = Object.keys(Perm).filter((k) => isNaN(Number(k))) as PermName[];
const lower = names.map((k) => k.toLowerCase());
const bits = names.map((k) => `${k.padEnd(6)}${Perm[k].toString(2)}`);
function parse(s: string): Perm {
  const key = s.charAt(0).toUpperCase() + s.slice(1);
  return key in Perm ? Perm[key as PermName] : Perm.None;
}
console.log(lower, bits, parse("write"), Perm[Perm.Read]);
