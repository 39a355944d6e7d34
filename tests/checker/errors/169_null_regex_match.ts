const line = "id=42";
const m = line.match(/id=(\d+)/);
console.log(m[1]);
