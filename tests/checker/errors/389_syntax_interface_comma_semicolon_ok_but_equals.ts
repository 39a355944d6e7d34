interface User {
  name = string;
  age: number;
}
