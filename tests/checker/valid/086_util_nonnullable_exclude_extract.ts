type Maybe = string | number | null | undefined;
type Defined = NonNullable<Maybe>;
type OnlyString = Extract<Maybe, string>;
type NotString = Exclude<Defined, string>;
const a: Defined = 5;
const b: OnlyString = "s";
const c: NotString = 3;
console.log(a, b, c);
