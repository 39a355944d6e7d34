const queue = [1, 2, 3];
while (queue.length() > 0) {
  console.log(queue.shift());
}
