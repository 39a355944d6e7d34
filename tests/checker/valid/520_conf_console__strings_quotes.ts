// Quote selection for strings in inspect: single by default, double if it has single quotes, backtick if both.
console.log(["plain", "it's", 'say "x"', `both ' and "`, "all ' \" `", "back`tick"]);
console.log({ multi: "line1\nline2\nline3" });
console.log(["a".repeat(100)]);
