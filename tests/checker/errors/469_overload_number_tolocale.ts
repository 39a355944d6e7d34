const n = 1234.5;
const s = n.toString("16");
