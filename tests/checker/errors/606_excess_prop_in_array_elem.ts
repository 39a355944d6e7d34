interface Task { title: string; done: boolean }
const tasks: Task[] = [
  { title: "a", done: false },
  { title: "b", done: true, priority: 1 },
];
console.log(tasks);
