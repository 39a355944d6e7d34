abstract class Repository {
  abstract find(id: number): string;
}
const repo = new Repository();
