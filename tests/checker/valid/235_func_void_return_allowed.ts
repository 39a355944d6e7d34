type Cb = () => void;
const cbs: Cb[] = [() => 1, () => "x", () => undefined];
cbs.forEach((cb) => cb());
console.log(cbs.length);
