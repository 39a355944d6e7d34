// `as` and `satisfies` bind tighter than equality, logical, conditional and assignment operators (tsc).
console.log(1 === "1" as unknown, 0 == "" as unknown, true == 2 as unknown);
const b: boolean = 1 === "1" as unknown;
const c = (1 === 1) as boolean;
const d: number = 1 + 2 as number;
const e = 1 < 2 as boolean;
const g: string = true ? "a" : 5 as unknown as string;
let h: unknown;
h = "q" as unknown;
const i = [1, 2] satisfies number[];
console.log(b, c, d, e, g, h, i);
