const names = ["a", "", "c"];
const nonEmpty: string[] = names.filter(Boolean);
console.log(nonEmpty);
