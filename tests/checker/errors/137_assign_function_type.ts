type Comparator = (a: number, b: number) => number;
const byLength: Comparator = (a: string, b: string) => a.length - b.length;
