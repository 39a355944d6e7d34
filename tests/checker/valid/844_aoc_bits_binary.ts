const report = ["00100", "11110", "10110"];
const width = report[0].length;
const ones = Array.from({ length: width }, (_, i) => report.filter((r) => r[i] === "1").length);
const gamma = parseInt(ones.map((n) => (n * 2 >= report.length ? "1" : "0")).join(""), 2);
const epsilon = ~gamma & ((1 << width) - 1);
console.log(gamma * epsilon);
