interface Out {
  id: number;
}
const outs: Out[] = [1, 2].map((id): Out => ({ id, extra: true }));
