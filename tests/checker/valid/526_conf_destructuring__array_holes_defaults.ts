// Holes and undefined trigger defaults; null does not; sparse sources.
const [a = 1, b = 2, c = 3, d = 4] = [, undefined, null, 0] as any[];
console.log(a, b, c, d);
const [, , third = "t"] = "ab";
console.log(third);
const { 0: z = "zero", 5: five = "five" } = [undefined] as any;
console.log(z, five);
