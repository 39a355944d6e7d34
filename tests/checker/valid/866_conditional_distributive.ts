type NonFn<T> = T extends (...args: never[]) => unknown ? never : T;
type Mixed = string | number | (() => void);
const vals: NonFn<Mixed>[] = ["a", 1, "b"];
console.log(vals.length);
type IsString<T> = T extends string ? "yes" : "no";
const y: IsString<"x"> = "yes";
const n: IsString<42> = "no";
console.log(y, n);
