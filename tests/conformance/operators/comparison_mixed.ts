// Relational comparison of strings, numbers, mixed, NaN, null/undefined, arrays.
console.log("a" < "b", "B" < "a", "10" < "9", 10 < ("9" as any), "abc" < "abd", "" < "a", "Z" < "a");
console.log(NaN < 1, NaN >= NaN, null < 1, (undefined as any) < 1, null <= 0, ([2] as any) > 1, ([1, 2] as any) < ([1, 3] as any));
console.log("é" > "z", "😀" > "\uffff", "a" < "aa", (true as any) > (false as any), ({} as any) < ({} as any), ({} as any) <= ({} as any));
console.log([3, 20, 100].sort(), ["b", "a", "C"].sort(), 1 < 2 && 2 < 3, (3 as any) > 2 > 1);
