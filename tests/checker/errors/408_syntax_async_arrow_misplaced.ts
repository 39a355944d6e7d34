const load = async => (x: number) { return x; };
const result = load(1);
console.log(result);
