const list: string[] = [];
const result: string[] = list.push("a");
console.log(result.length);
