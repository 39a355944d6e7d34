// Array toString/String() with nesting, null/undefined, and arrays inside templates.
const arr = [1, [2, [3, null]], undefined, "x"];
console.log(String(arr), `${arr}`, arr + "", arr.toString() === arr.join(), [] + "", [null] + "", [[], []] + "");
console.log(String([1.5, -0, NaN, 1e21]), String([{ toString: () => "T" }]));
