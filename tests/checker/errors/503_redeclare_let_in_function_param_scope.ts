let total = 0;
const items = [1, 2, 3];
for (const n of items) total += n;
let total = items.length;
