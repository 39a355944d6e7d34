// Many arguments, mixing strings and objects, each separated by one space; newlines in strings.
console.log("a", "b", 1, [2], { c: 3 }, null, undefined, true, "multi\nline", "");
console.log("");
console.log(" leading and trailing ");
console.log("%s%s", "no", "space", "then space");
