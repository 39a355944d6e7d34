type ElementOf<T> = T extends (infer U)[] ? U : never;
type N = ElementOf<number[]>;
const x: N = 5;
type IsString<T> = T extends string ? "yes" : "no";
const y: IsString<"a"> = "yes";
const z: IsString<42> = "no";
console.log(x, y, z);
