// setTimeout/setInterval/queueMicrotask with a non-function: node's ERR_INVALID_ARG_TYPE text (determineSpecificType).
const show = (f: () => unknown) => { try { f(); } catch (e) { console.log((e as Error).message, (e as any).code); } };
show(() => setTimeout(5 as any));
show(() => setTimeout("x" as any));
show(() => setInterval({} as any));
show(() => queueMicrotask(null as any));
show(() => setTimeout(undefined as any));
show(() => setTimeout(true as any));
show(() => setTimeout([1] as any));
show(() => setTimeout(1n as any));
show(() => setTimeout(Symbol("q") as any));
show(() => setTimeout("a very long string that goes on and on for more than twenty eight chars" as any));
show(() => setTimeout(new Map() as any));
class Thing {}
show(() => setTimeout(new Thing() as any));
show(() => setTimeout(-0 as any));
