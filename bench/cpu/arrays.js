// CPU suite: arrays — build, map, filter, reduce and sort with a comparator.
let seed = 42;
function nextRandom() {
  seed = (seed * 16807) % 2147483647;
  return seed;
}

const N = 50000;
let checksum = 0;
for (let round = 0; round < 6; round++) {
  const data = [];
  for (let i = 0; i < N; i++) {
    data.push(nextRandom() % 100000);
  }
  const scaled = data.map((v) => v * 3 + round);
  const kept = scaled.filter((v) => v % 5 !== 0);
  const sum = kept.reduce((a, b) => a + b, 0);
  const sorted = kept.slice().sort((a, b) => a - b);
  const pairs = sorted.map((v, i) => ({ v, i })).filter((p) => p.i % 100 === 0);
  checksum = (checksum + sum + sorted[sorted.length >> 1] + pairs.length) % 1000000007;
}
console.log("arrays checksum", checksum);
