interface User {
  id: number;
  name: string;
  id: number;
}
