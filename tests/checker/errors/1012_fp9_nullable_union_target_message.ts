// A value that cannot be null or undefined, where `T | undefined` (or `| null`) is expected, is
// explained against T (tsc's isRelatedTo strips null and undefined then), for assignments,
// arguments and properties.
interface Summary { label?: string; best: { name: string } | null; score: number | undefined }
let label: string | undefined = 42;
function setScore(score: number | null): void {
  console.log(score);
}
setScore("high");
const s: Summary = { label: 7, best: "none", score: "9" };
let region: "north" | "south" | undefined = "west";
console.log(label, s, region);
