interface Todo {
  id: number;
  text: string;
  done: boolean;
  due?: string;
}

let todos: Todo[] = [];
let nextId = 1;

function addTodo(text: string, due?: string) {
  let todo: Todo = { id: nextId, text: text, done: false };
  if (due) todo.due = due;
  todos.push(todo);
  nextId++;
  return todo;
}

function complete(id: number) {
  for (let i = 0; i < todos.length; i++) {
    if (todos[i].id === id) {
      todos[i].done = true;
      return true;
    }
  }
  return false;
}

function printTodos() {
  todos.forEach((t) => {
    let box = t.done ? "[x]" : "[ ]";
    let due = t.due ? " (due " + t.due + ")" : "";
    console.log(box + " " + t.id + ". " + t.text + due);
  });
}

addTodo("buy milk");
addTodo("write report", "2024-05-01");
addTodo("call mom");
addTodo("fix bike", "2024-04-20");
complete(1);
complete(3);
console.log(complete(99));
printTodos();

let pending = todos.filter((t) => !t.done);
console.log("Pending: " + pending.length + "/" + todos.length);

let withDue = todos.filter((t) => t.due != undefined);
withDue.sort((a, b) => (a.due! < b.due! ? -1 : 1));
console.log("Next due: " + withDue[0].text);

let idx = todos.findIndex((t) => t.text.indexOf("bike") >= 0);
if (idx > -1) {
  todos.splice(idx, 1);
}
console.log(todos.map((t) => t.id));
let summary = "";
for (let t of todos) {
  summary = summary + (summary ? ", " : "") + t.text.split(" ")[0];
}
console.log(summary);
let doneCount = 0;
todos.forEach((t) => {
  if (t.done) doneCount += 1;
});
let percent = Math.round((doneCount / todos.length) * 100);
console.log(percent + "% done", percent > 50 ? "good job" : "keep going");
