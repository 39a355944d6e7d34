// const enums are inlined; enum members referencing others.
const enum Size { S = 1, M = S * 2, L = M * 2 }
console.log(Size.S, Size.M, Size.L, [Size.S, Size.L].map((s) => s + 1));
enum Ref { X = 3, Y = X * 10, Z = Y + X }
console.log(Ref.Z, Ref[33]);
