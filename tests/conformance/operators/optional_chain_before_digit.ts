// `?.` followed by a decimal digit is not optional chaining: `a ?.5 : 1` is a conditional
// expression whose consequent is the number .5.
const yes: boolean = true as boolean;
const no: boolean = false as boolean;
const v1 = yes ?.30 : false;
const v2 = no ?.5 : 1;
const obj: any = { x: 2 };
console.log(v1, v2, obj?.x, yes ?.5:.25);
