const letters = Array.from(5, (x) => x);
