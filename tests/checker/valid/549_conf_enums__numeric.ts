// Numeric enums: auto-increment, explicit values, reverse mapping, computed members.
enum Dir { Up, Down, Left = 10, Right }
enum Flags { None = 0, A = 1 << 0, B = 1 << 1, AB = A | B, C = "abc".length }
console.log(Dir.Up, Dir.Down, Dir.Left, Dir.Right, Dir[0], Dir[11], Dir[5]);
console.log(Dir, Flags);
console.log(Object.keys(Dir), Object.values(Flags));
console.log(Flags.AB & Flags.B ? "has B" : "no B", Flags[Flags.AB], Flags.C);
function name(d: Dir) { return Dir[d]; }
console.log(name(Dir.Right), typeof Dir, Dir.Up === 0);
