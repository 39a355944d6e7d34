// TS2503: `NodeJS.Timeout` (how models type a timer handle) names a namespace the sandbox's lib
// does not have; the sandbox's timers return a number (`ReturnType<typeof setTimeout>` works).
let poll: NodeJS.Timeout | undefined;
const handles: ReturnType<typeof setTimeout>[] = [];
function schedule(ms: number): void {
  poll = setTimeout(() => console.log("tick"), ms);
  handles.push(setTimeout(() => {}, ms * 2));
}
schedule(10);
console.log(poll, handles.length);
