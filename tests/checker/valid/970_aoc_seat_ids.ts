const passes = ["FBFBBFFRLR", "BFFFBBFRRR", "FFFBBBFRRR"];
const ids = passes.map((p) => parseInt(p.replace(/[FL]/g, "0").replace(/[BR]/g, "1"), 2));
console.log(Math.max(...ids), ids.sort((a, b) => a - b));
