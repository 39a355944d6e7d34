interface Task {
  title: string;
  done: boolean;
}
function addTask(list: Task[], task: Task): void {
  list.push(task);
}
const tasks: Task[] = [];
addTask(tasks, { title: "write tests" });
