// Objects with many keys wrap over several lines; 24+ short keys in one object.
const o: Record<string, number> = {};
for (const k of "abcdefghijklmnopqrstuvwxyz") o[k] = k.charCodeAt(0);
console.log(o);
console.log({ alpha: 1, beta: 2, gamma: 3, delta: 4, epsilon: 5, zeta: 6, eta: 7, theta: 8 });
