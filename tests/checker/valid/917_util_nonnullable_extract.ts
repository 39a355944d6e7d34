type Input = string | number | null | undefined;
type Present = NonNullable<Input>;
type Numeric = Extract<Input, number>;
type Textual = Exclude<Present, number>;
const a: Present = 5;
const b: Numeric = 7;
const c: Textual = "x";
console.log(a, b + 1, c.padStart(3, "-"));
