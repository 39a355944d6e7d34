const scores = [90, 72, 85];
scores.foreach((s) => console.log(s));
