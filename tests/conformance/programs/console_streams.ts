// console.info goes to stdout like log; console.error and console.warn go to stderr.
console.log("log 1");
console.error("error 1");
console.info("info 1");
console.warn("warn 1");
console.log("log 2", [1, 2], { a: 1 });
console.error("error with object", { code: 500 });
console.info("info", 2, "args");
console.warn("warn", -0, null);
console.log("last line on stdout");
