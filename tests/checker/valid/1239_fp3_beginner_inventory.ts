let inventory: { [key: string]: number } = {};
let prices = { apple: 0.5, banana: 0.25, cherry: 3 } as { [key: string]: number };

function addItem(name: string, qty: number) {
  if (inventory[name] === undefined) {
    inventory[name] = 0;
  }
  inventory[name] += qty;
}

function removeItem(name: string, qty: number): boolean {
  if (!inventory[name] || inventory[name] < qty) {
    console.log("Cannot remove " + qty + " " + name);
    return false;
  }
  inventory[name] -= qty;
  if (inventory[name] == 0) delete inventory[name];
  return true;
}

addItem("apple", 10);
addItem("banana", 5);
addItem("apple", 3);
addItem("cherry", 1);
removeItem("banana", 7);
removeItem("cherry", 1);

let totalValue = 0;
for (let item in inventory) {
  let price = prices[item] || 0;
  totalValue += price * inventory[item];
  console.log(item + " x " + inventory[item] + " = $" + (price * inventory[item]).toFixed(2));
}
console.log("Total: $" + totalValue.toFixed(2));

let items = Object.keys(inventory);
items.sort();
console.log("Items: " + items);
let list = [];
list.push("a");
list.push(1);
console.log(list, list.length);

let maxItem = "";
let maxQty = 0;
Object.keys(inventory).forEach((k) => {
  if (inventory[k] > maxQty) {
    maxQty = inventory[k];
    maxItem = k;
  }
});
console.log(`Most stocked: ${maxItem} (${maxQty})`);
let matrix = [];
for (let i = 0; i < 3; i++) {
  let row = [];
  for (let j = 0; j < 3; j++) row.push(i * j);
  matrix.push(row);
}
console.log(matrix);
let msg;
if (totalValue > 5) msg = "rich";
else msg = "poor";
console.log(msg.toUpperCase());
let arr = [5, 3, 8, 1];
let copy = arr.slice();
copy.sort(function (a, b) {
  return a - b;
});
console.log(arr, copy, arr.indexOf(8), copy.lastIndexOf(8), arr.includes(9));
