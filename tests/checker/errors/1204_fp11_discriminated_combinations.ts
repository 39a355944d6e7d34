type Step = { done: false; value: number } | { done: true; value: number };
function next(i: number): Step {
  const done = i > 3;
  return { done, value: String(i) };
}
function steps(xs: number[]): Step[] {
  return xs.map((x) => ({ done: x > 10, value: x, extra: 1 }));
}
const s: Step = { done: Math.random() > 0.5, value: "1" };
