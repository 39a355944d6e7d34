// A boolean where `Object` is expected: relating `valueOf(): boolean` to `valueOf(): Object`
// meets the same pair again (tsc assumes it holds); it must not recurse.
const flags: Object[] = [];
function keep(o: Object): void {
  flags.push(o);
}
const ready = Math.random() > 0.5;
keep(ready);
keep(true);
const box: Object = ready;
const boxed: Boolean = ready;
const anything: {} = ready;
console.log(flags.length, String(box), boxed.valueOf(), typeof anything);
