interface Book {
  title: string;
  author: string;
  year: number;
}
const library: Book[] = [{ title: "Dune", author: "Herbert" }];
library.forEach((b) => console.log(b.titel));
