const ok = true;
const score = ok * 10;
