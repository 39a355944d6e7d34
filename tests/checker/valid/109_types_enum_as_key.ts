enum Fruit {
  Apple = "apple",
  Pear = "pear",
}
const prices: Record<Fruit, number> = {
  [Fruit.Apple]: 1.5,
  [Fruit.Pear]: 2,
};
console.log(prices[Fruit.Pear]);
