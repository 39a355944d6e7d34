const parts = "a,b,c".split(",", "2");
const arr = Array.of(1, 2).concat("3");
console.log(parts, arr);
