// concat flattens one level of arrays only; join with separators, holes, null and undefined.
console.log([1].concat(2, [3, [4]], [], "s" as any), [].concat(), [1, , 2].concat([3, , 4]));
console.log([1, null, undefined, 2, [3, [4, null]]].join(), [1, 2].join(""), [1, 2].join(undefined), [1, 2].join(null as any), [].join("-"));
console.log([1, , 3].join("-"), [[]].join(), [{}].join(), ["a"].join("xyz"), new Array(4).join("ab"));
const nested: any[] = [1];
nested.push(nested);
console.log(nested.join("|"), String(nested));
