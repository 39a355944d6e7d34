// An immediately invoked function's unannotated parameters take their arguments' types (widened),
// as in tsc: no TS7006 on `(function (i) { ... })(i)` or `((a, b) => a + b)(1, 2)`.
const timers: string[] = [];
for (var i = 0; i < 3; i++) {
  (function (i) {
    timers.push(`tick ${i.toFixed(0)}`);
  })(i);
}
const sum = ((a, b) => a + b)(1, 2);
const greeting = ((name, times) => name.repeat(times))("ab", 2);
const counter = (function (start) {
  let n = start;
  return { next: () => ++n };
})(10);
console.log(timers.join(", "), sum, greeting, counter.next(), counter.next());
(async () => {
  console.log("done");
})();
