const lines: string[] = ["# title", "body"];
const headings = lines.filter((l) => l.startWith("#"));
console.log(headings);
