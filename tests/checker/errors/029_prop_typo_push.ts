const queue: number[] = [];
queue.append(1);
console.log(queue);
