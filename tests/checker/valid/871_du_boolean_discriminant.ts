type Fetch = { done: true; value: number } | { done: false; retryIn: number };
function next(f: Fetch): number {
  return f.done ? f.value : -f.retryIn;
}
console.log(next({ done: true, value: 3 }), next({ done: false, retryIn: 10 }));
