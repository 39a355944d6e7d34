const fs = require("fs");
const text: string = fs.readFileSync("data.txt", "utf8");
const lines = text.split("\n");
console.log(lines.length);
