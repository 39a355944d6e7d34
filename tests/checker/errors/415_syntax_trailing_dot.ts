const s = "abc".;
