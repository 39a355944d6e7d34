const base = "2";
const e = base ** 3;
