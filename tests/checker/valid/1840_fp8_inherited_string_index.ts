// Interfaces and classes with a string index signature of their own or inherited still fit one
interface Scores extends Record<string, number> { total: number }
interface Dict { [k: string]: number }
interface Tally extends Dict { count: number }
class Bag { [k: string]: unknown; size = 0 }
class TaggedBag extends Bag { tag = "t" }
const s: Scores = { total: 3, a: 1, b: 2 };
const t: Tally = { count: 1, x: 5 };
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const keys = (r: { [k: string]: unknown }) => Object.keys(r).sort();
interface Point { x: number; y: number }
const anyDict = (r: Record<string, any>) => Object.keys(r).length;
const p: Point = { x: 1, y: 2 };
console.log(sum(s), sum(t), keys(new Bag()), keys(new TaggedBag()), anyDict(p), anyDict([1, 2]));
