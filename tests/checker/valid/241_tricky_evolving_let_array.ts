const evens = [];
for (let i = 0; i < 10; i++) {
  if (i % 2 === 0) evens.push(i);
}
const doubled = evens.map((n) => n * 2);
console.log(doubled);
