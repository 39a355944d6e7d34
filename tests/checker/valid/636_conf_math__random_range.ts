// Math.random stays in [0, 1) (values vary per run, so only their range is printed).
let ok = true;
for (let i = 0; i < 1000; i++) { const x = Math.random(); if (!(x >= 0 && x < 1)) ok = false; }
console.log(ok, typeof Math.random(), Math.random.length, Math.random() !== Math.random());
