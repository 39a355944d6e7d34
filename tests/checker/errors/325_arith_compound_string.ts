let n = 0;
const parts = ["1", "2"];
for (const p of parts) {
  n += p;
}
