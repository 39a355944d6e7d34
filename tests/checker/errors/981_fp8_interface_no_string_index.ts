interface Point { x: number; y: number }
class Size { w = 1; h = 2 }
const p: Point = { x: 1, y: 2 };
const byName: Record<string, number> = p;
const dims: { [k: string]: number } = new Size();
const loose: Record<string, any> = p;
console.log(byName, dims, loose);
