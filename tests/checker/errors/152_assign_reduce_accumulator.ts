const words = ["x", "yy", "zzz"];
const totalLength: string = words.reduce((acc, w) => acc + w.length, 0);
console.log(`total: ${totalLength}`);
