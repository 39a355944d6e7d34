const words = ["ab", "c"];
const totalChars = words.reduce((acc: number, s: string) => acc + s.length, "");
console.log(totalChars);
