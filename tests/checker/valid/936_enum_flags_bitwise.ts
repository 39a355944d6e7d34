enum Perm { None = 0, Read = 1 << 0, Write = 1 << 1, Exec = 1 << 2 }
let p: Perm = Perm.Read | Perm.Write;
const can = (x: Perm, f: Perm) => (x & f) === f;
console.log(can(p, Perm.Write), can(p, Perm.Exec));
p |= Perm.Exec;
console.log(can(p, Perm.Exec), p);
