type Listener = (event: { name: string; payload: number }) => void;
const listeners: Listener[] = [];
listeners.push((e) => console.log(e.name, e.payload + 1));
for (const l of listeners) l({ name: "tick", payload: 1 });
