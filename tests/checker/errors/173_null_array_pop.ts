const stack = [1, 2, 3];
const top = stack.pop() * 2;
console.log(top);
