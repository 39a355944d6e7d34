interface Form { name: string; age: number; subscribed: boolean }
function setField<K extends keyof Form>(f: Form, k: K, v: Form[K]): Form {
  return { ...f, [k]: v };
}
let form: Form = { name: "", age: 0, subscribed: false };
form = setField(form, "name", "Ann");
form = setField(form, "age", 33);
console.log(form);
