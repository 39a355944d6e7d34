// Splitting and joining: CSV-like lines, multiple separators, trimming fields.
const csv = "name, age ,city\nann,30, Paris\nbob , 4,\n";
const rows = csv.trim().split("\n").map((line) => line.split(",").map((f) => f.trim()));
console.log(rows, rows.map((r) => r.join("|")).join("\n"));
console.log("a  b   c".split(" "), "a  b   c".split(/\s+/), " lead".split(" "), "x".split("x").length);
