type Flatten<T> = T extends (infer U)[] ? U : T;
const nested = [[1, 2], [3]];
const flat: Flatten<typeof nested> = nested.flat();
console.log(flat.reduce((a, b) => a + b, 0));
type Str = Flatten<string>;
const sv: Str = "plain";
console.log(sv);
