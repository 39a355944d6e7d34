type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
type Unpromise<T> = T extends Promise<infer U> ? U : T;
const nums = [1, 2, 3];
const first: ElementOf<typeof nums> = nums[0];
const v: Unpromise<Promise<string>> = "done";
console.log(first * 2, v.toUpperCase());
