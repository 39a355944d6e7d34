// CPU suite: Map/Set churn — insert, look up, update and delete string and number keys.
const counts = new Map();
const seen = new Set();
let checksum = 0;
for (let i = 0; i < 300000; i++) {
  const key = "k" + (i % 5003);
  counts.set(key, (counts.get(key) || 0) + 1);
  seen.add(i % 7919);
  if (i % 3 === 0) counts.delete("k" + ((i * 7) % 5003));
  if (i % 5 === 0) seen.delete((i * 11) % 7919);
  if (seen.has(i % 1000)) checksum++;
}
for (const [key, n] of counts) {
  checksum += key.length * n;
}
for (const v of seen) checksum += v;
console.log("mapset checksum", checksum, counts.size, seen.size);
