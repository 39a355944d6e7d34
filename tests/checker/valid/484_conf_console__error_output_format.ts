// console.error of errors: header and extra properties go to stderr (frames are not compared).
console.error(new Error("to stderr"));
console.error("context:", new TypeError("typed"));
console.warn({ warning: true, list: [1, 2] });
console.log("stdout line");
