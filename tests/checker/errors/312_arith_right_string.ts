const width = 10;
const scale = "2";
console.log(width * scale);
