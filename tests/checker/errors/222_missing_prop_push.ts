interface Todo {
  id: number;
  text: string;
  done: boolean;
}
const todos: Todo[] = [];
todos.push({ id: 1, text: "buy milk" });
