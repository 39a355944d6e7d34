const totals: number[] = [0, 0, 0];
const raw = ["5", "7", "1"];
for (let i = 0; i < raw.length; i++) {
  totals[i] = raw[i];
}
