// CPU suite: objects — allocate small records, read and write their properties.
function makeParticle(i) {
  return { id: i, x: i % 100, y: (i * 3) % 100, vx: (i % 7) - 3, vy: (i % 5) - 2, alive: true };
}

function step(p) {
  p.x += p.vx;
  p.y += p.vy;
  if (p.x < 0 || p.x > 100) p.vx = -p.vx;
  if (p.y < 0 || p.y > 100) p.vy = -p.vy;
}

let checksum = 0;
for (let round = 0; round < 20; round++) {
  const particles = [];
  for (let i = 0; i < 5000; i++) {
    particles.push(makeParticle(i + round));
  }
  for (let t = 0; t < 10; t++) {
    for (const p of particles) step(p);
  }
  for (const p of particles) {
    const box = { min: { x: p.x - 1, y: p.y - 1 }, max: { x: p.x + 1, y: p.y + 1 } };
    checksum += box.max.x - box.min.y + (p.alive ? 1 : 0);
  }
  checksum %= 1000000007;
}
console.log("objects checksum", checksum);
