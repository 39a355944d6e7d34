let total = 0;
const raw = "12";
total = raw;
