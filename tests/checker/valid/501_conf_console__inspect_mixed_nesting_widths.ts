// Arrays nested in objects nested in arrays near the 72/80 width limits.
console.log([{ a: [1, 2, 3], b: "xx" }, { a: [4, 5, 6], b: "yy" }]);
console.log({ matrix: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], label: "identity" });
console.log([[["deep", "strings"], ["are", "here"]], [["and", "more"], ["of", "them"]]]);
console.log({ k: "v".repeat(60), l: 1 });
console.log({ k: "v".repeat(50), l: 1 });
