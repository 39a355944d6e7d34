const offset = "5";
const a = 100 - -offset * 2;
