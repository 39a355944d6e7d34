// exit: 1
// console.error output, then an uncaught error: both go to stderr in order.
console.error("first stderr line");
console.warn({ warn: [1, 2, 3] });
console.log("stdout continues");
null!.toString();
