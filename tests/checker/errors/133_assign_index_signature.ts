interface Scores {
  [player: string]: number;
}
const s: Scores = { alice: 10, bob: "twelve" };
