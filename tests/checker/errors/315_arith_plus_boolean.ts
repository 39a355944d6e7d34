const a = true;
const b = 1;
const c = a + b;
